/**
 * Rules of the messages form (accounts spec §5 "Messages form", §9): which fields show and are required for
 * the visitor and the chosen type, the characters-left counter's style, and the servicing branch sent.
 */

/** Message type values (spec §9). */
export type MessageType = 'Feedback' | 'Question';
/** Feedback answer values (spec §9). */
export type FeedbackAnswer = 'good' | 'could be better';

/** Message max length (spec §9: "Message max 300 characters"). */
export const MESSAGE_MAX_LENGTH = 300;

/** The fields of the form (schemas/screens/messageForm.json). */
export type MessageField = 'name' | 'email' | 'branch' | 'subject' | 'message' | 'captcha';

/** What decides the form's shape. */
export interface MessageFormCase {
  loggedOut: boolean;
  type: MessageType;
  /** messages.requireBranchNumberOption */
  branchRequiredOption: boolean;
  /** messages.branchNumberHidden */
  branchHidden: boolean;
}

/**
 * Fields shown: name and e-mail for logged-out visitors (from the profile when logged in); the branch number
 * only logged out, only when the institution requires it, unless hidden; Subject for a Question; Message and
 * the captcha always (feedback may carry a message too).
 */
export function visibleMessageFields(c: MessageFormCase): Set<MessageField> {
  const fields = new Set<MessageField>(['message', 'captcha']);
  if (c.loggedOut) fields.add('name').add('email');
  if (c.loggedOut && c.branchRequiredOption && !c.branchHidden) fields.add('branch');
  if (c.type === 'Question') fields.add('subject');
  return fields;
}

/**
 * Required fields: the captcha always; name and e-mail logged out; the shown branch; Subject and Message for a
 * Question.
 */
export function requiredMessageFields(c: MessageFormCase): Set<MessageField> {
  const visible = visibleMessageFields(c);
  const required = new Set<MessageField>(['captcha']);
  for (const f of ['name', 'email', 'branch'] as const) if (visible.has(f)) required.add(f);
  if (c.type === 'Question') required.add('subject').add('message');
  return required;
}

/** Style of the characters-left counter: warning under 100 and above 50, error under 51 (spec §5). */
export function counterLevel(charactersLeft: number): 'normal' | 'warning' | 'error' {
  if (charactersLeft < 51) return 'error';
  if (charactersLeft < 100) return 'warning';
  return 'normal';
}

/** ServicingBranch: from the form, else from the user profile, else 0 (spec §5). */
export function servicingBranchOf(formBranch: string | undefined, profileBranch: string | undefined): number {
  for (const value of [formBranch, profileBranch]) {
    const digits = (value ?? '').trim();
    if (/^[0-9]{1,4}$/.test(digits)) return Number(digits);
  }
  return 0;
}

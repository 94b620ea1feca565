/**
 * Messages to the institution, logged in or out: feedback and questions (spec §2 Messages page)
 * and manual contact-information change requests. Each is validated, stored and copied to the
 * outbox addressed to the institution's service desk, then acknowledged. Feedback and questions
 * need a solved captcha (captcha.ts).
 */
import { findOwnedAccount } from '../../store/accounts/accounts-repo.ts';
import { insertMessage, type MessageKind } from '../../store/accounts/messages-repo.ts';
import { sendToOutbox } from '../../store/outbox-repo.ts';
import { findUserByName } from '../../store/users-repo.ts';
import { ok, refused, type AccountsContext, type Envelope, type Schemas } from './accounts-context.ts';
import { CAPTCHA_REFUSED, captchaPasses } from './captcha.ts';

/** Where messages for the institution "go" (the outbox). */
export const SERVICE_DESK_ADDRESS = 'service-desk@institution.example';

async function deliver(
  ctx: AccountsContext,
  kind: MessageKind,
  userName: string | null,
  subject: string,
  data: Record<string, unknown>,
): Promise<Envelope> {
  const now = ctx.clock();
  const id = await insertMessage(ctx.db, kind, userName, data, now);
  await sendToOutbox(ctx.db, {
    to: SERVICE_DESK_ADDRESS,
    channel: 'email',
    subject: `${subject} #${id}`,
    body: JSON.stringify(data),
    sentAt: now,
  });
  return ok();
}

/** Sender fields: from the profile when logged in, else required in the payload. */
async function sender(
  ctx: AccountsContext,
  userName: string | null,
  name?: string,
  email?: string,
): Promise<{ name: string; email: string } | undefined> {
  if (userName) {
    const user = await findUserByName(ctx.db, userName);
    if (user) return { name: user.displayName, email: user.person.emailAddress };
  }
  if (!name?.trim() || !email?.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return undefined;
  return { name: name.trim(), email: email.trim() };
}

/** POST /api/Messages/Feedback. */
export async function sendFeedback(
  ctx: AccountsContext,
  userName: string | null,
  body: Schemas['FeedbackPayload'],
): Promise<Envelope> {
  // The captcha is checked last: a refused form keeps its solution usable for the corrected send.
  const from = await sender(ctx, userName, body.Alert?.PersonalName, body.Alert?.Email);
  if (!from) return refused('Name and a valid e-mail are required.');
  if (body.FeedbackType === 'Question' && !body.Message?.trim()) return refused('A message is required.');
  if (body.FeedbackType === 'Feedback' && Object.keys(body.SurveyQuestions ?? {}).length === 0 && !body.Message?.trim())
    return refused('Choose an answer.');
  if (!(await captchaPasses(ctx, body.ReCaptchaCode))) return refused(CAPTCHA_REFUSED);
  return deliver(
    ctx,
    body.FeedbackType === 'Question' ? 'question' : 'feedback',
    userName,
    `Portal ${body.FeedbackType}`,
    {
      from,
      type: body.FeedbackType,
      survey: body.SurveyQuestions ?? {},
      message: body.Message ?? null,
      servicingBranch: body.Alert?.ServicingBranch ?? 0,
    },
  );
}

/** POST /api/Messages/ContactUs. Questions need a subject and a message. */
export async function sendContactUs(
  ctx: AccountsContext,
  userName: string | null,
  body: Schemas['ContactUsPayload'],
): Promise<Envelope> {
  const from = await sender(ctx, userName, body.Name ?? body.Alert?.PersonalName, body.Email ?? body.Alert?.Email);
  if (!from) return refused('Name and a valid e-mail are required.');
  if (body.FeedbackType === 'Question' && !body.Subject?.trim()) return refused('Subject is required.');
  if (body.FeedbackType === 'Question' && !body.Message?.trim()) return refused('A message is required.');
  if (body.FeedbackType === 'Feedback' && !body.AnswerType) return refused('Choose an answer.');
  if (!(await captchaPasses(ctx, body.ReCaptchaCode))) return refused(CAPTCHA_REFUSED);
  const user = userName ? await findUserByName(ctx.db, userName) : undefined;
  // ServicingBranch: from the form, else the user's profile, else 0 (spec §5).
  const branch = body.ServicingBranch ?? body.Alert?.ServicingBranch ?? Number(user?.person.servicingBranch ?? 0);
  return deliver(
    ctx,
    body.FeedbackType === 'Question' ? 'question' : 'feedback',
    userName,
    body.FeedbackType === 'Question' ? `Question: ${body.Subject}` : 'Portal Feedback',
    {
      from,
      type: body.FeedbackType,
      subject: body.Subject ?? null,
      message: body.Message ?? null,
      answerType: body.AnswerType ?? null,
      answer: body.AnswerType === 'good' ? (body.AnswerGood ?? null) : (body.AnswerBad ?? null),
      survey: body.SurveyQuestions ?? {},
      servicingBranch: branch,
    },
  );
}

/** PUT /api/ManualChangeContactInfo: the accounts must be the user's; an address or a phone change must be asked. */
export async function requestContactChange(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['ContactChangeRequest'],
): Promise<Envelope> {
  for (const number of body.AccountNumbers)
    if (!(await findOwnedAccount(ctx.db, userName, number))) return refused('Error');
  if (!body.NewAddress && !body.OldAddress && !body.PhoneNumber1)
    return refused('Choose an address or a phone change.');
  const user = await findUserByName(ctx.db, userName);
  return deliver(ctx, 'contact-change', userName, 'User Info Changes Form', {
    userName,
    firstName: user?.person.firstName ?? body.FirstName ?? '',
    accountNumbers: body.AccountNumbers,
    oldAddress: body.OldAddress ?? null,
    newAddress: body.NewAddress ?? null,
    phone: body.PhoneNumber1 ?? null,
  });
}

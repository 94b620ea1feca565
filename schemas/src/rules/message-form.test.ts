import { describe, expect, it } from 'vitest';
import {
  counterLevel,
  requiredMessageFields,
  servicingBranchOf,
  visibleMessageFields,
  type MessageFormCase,
} from './message-form';

const base: MessageFormCase = { loggedOut: false, type: 'Question', branchRequiredOption: false, branchHidden: false };
const sorted = (s: Set<string>) => [...s].sort();

describe('messages form fields (spec §2 Messages page, §5)', () => {
  it('logged in, a Question: subject and message required, no name, e-mail or branch', () => {
    expect(sorted(visibleMessageFields(base))).toEqual(['captcha', 'message', 'subject']);
    expect(sorted(requiredMessageFields(base))).toEqual(['captcha', 'message', 'subject']);
  });
  it('logged out: name and e-mail are required; the branch only when the option requires it and it is not hidden', () => {
    const out = { ...base, loggedOut: true };
    expect(sorted(requiredMessageFields(out))).toEqual(['captcha', 'email', 'message', 'name', 'subject']);
    expect(requiredMessageFields({ ...out, branchRequiredOption: true }).has('branch')).toBe(true);
    expect(visibleMessageFields({ ...out, branchRequiredOption: true, branchHidden: true }).has('branch')).toBe(false);
    expect(visibleMessageFields({ ...base, branchRequiredOption: true }).has('branch')).toBe(false);
  });
  it('feedback: no subject; the message is optional; the captcha is required', () => {
    const fb = { ...base, type: 'Feedback' as const };
    expect(sorted(visibleMessageFields(fb))).toEqual(['captcha', 'message']);
    expect(sorted(requiredMessageFields(fb))).toEqual(['captcha']);
  });
});

describe('characters-left counter (spec §5: warning under 100 and above 50, error under 51)', () => {
  it.each([
    [300, 'normal'],
    [100, 'normal'],
    [99, 'warning'],
    [51, 'warning'],
    [50, 'error'],
    [0, 'error'],
  ] as const)('%i left is %s', (left, level) => expect(counterLevel(left)).toBe(level));
});

describe('ServicingBranch (spec §5: from the form, else the user profile, else 0)', () => {
  it.each([
    ['12', '7', 12],
    ['', '7', 7],
    [undefined, undefined, 0],
    ['', 'x', 0],
  ] as const)('form %j, profile %j -> %i', (form, profile, expected) =>
    expect(servicingBranchOf(form, profile)).toBe(expected),
  );
});

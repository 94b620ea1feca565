/**
 * Rules of the profile's user-information form (accounts spec §5 "Profile: user information") that the
 * screen file cannot express: the security-question choices around the user's current question, and the
 * current password's minimum length with its own fallback.
 */

/** The current password's minimum when the institution gives none (spec §5 "fallback 6", §9). */
export const OLD_PASSWORD_FALLBACK_MINIMUM = 6;

/**
 * The current password's minimum length: the institution's PasswordMinimumLength when it gave one, else 6.
 * `given` is the institution's own value (undefined when it sent none), not the parsed default of 8 that
 * the new-password messages use.
 */
export function oldPasswordMinimum(given: number | undefined): number {
  return given ?? OLD_PASSWORD_FALLBACK_MINIMUM;
}

/** True when a typed current password is shorter than the minimum (an empty one is the required rule's case). */
export function oldPasswordTooShort(oldPassword: string, minimum: number): boolean {
  return oldPassword !== '' && oldPassword.length < minimum;
}

/**
 * The security-question choices: the presets, and first the user's current question when it is not among
 * them (trimmed comparison), so the select shows what the server has instead of an empty choice.
 * An empty current question adds nothing.
 */
export function questionChoices(presets: readonly string[], current: string): string[] {
  const question = current.trim();
  if (question === '' || presets.some((p) => p.trim() === question)) return [...presets];
  return [question, ...presets];
}

/**
 * The user-information save (accounts spec §4 "User information save"): the biometric change first
 * when its toggle changed (failure: BiometricsNotUpdated, nothing else sent), then the user info when
 * it changed; the body carries the password pair only with a new password and the question only with
 * an answer. Pure apart from the two callbacks it is given.
 */
import type { ProfileUserInfoData } from '@schemas/screens/generated/screen-data';
import type { UpdateProfileResponse, UserInfoInput } from '@/api/profile/profile-types';

/** The section's values: the form and the biometric toggle (undefined off mobile). */
export interface UserInfoValues {
  info: Partial<ProfileUserInfoData>;
  biometrics: boolean | undefined;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The cached copy from the server; the login name keeps its case (decision 328, against spec §3's lower case). */
export function userInfoValues(
  server: { LogonName?: string; EmailAddress?: string; SecretQuestion?: string | null } | undefined,
  biometrics: boolean | undefined,
): UserInfoValues {
  return {
    info: {
      logonName: server?.LogonName ?? '',
      emailAddress: server?.EmailAddress ?? '',
      // Trimmed, so it matches its choice in the question select (presets are trimmed too).
      secretQuestion: (server?.SecretQuestion ?? '').trim(),
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: '',
      secretAnswer: '',
    },
    biometrics,
  };
}

const FIELDS = [
  'logonName',
  'emailAddress',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'secretQuestion',
  'secretAnswer',
] as const;

/** True when the user information (not the toggle) differs from the copy. */
export function userInfoChanged(a: UserInfoValues, b: UserInfoValues): boolean {
  return FIELDS.some((f) => str(a.info[f]) !== str(b.info[f]));
}

/** True when nothing differs (the section's unsaved flag is the negation). */
export function sameUserInfo(a: UserInfoValues, b: UserInfoValues): boolean {
  return !userInfoChanged(a, b) && a.biometrics === b.biometrics;
}

/** The UserInfo body. */
export function userInfoBody(info: Partial<ProfileUserInfoData>): UserInfoInput {
  const newPassword = str(info.newPassword);
  const answer = str(info.secretAnswer).trim();
  return {
    LogonName: str(info.logonName).trim(),
    EmailAddress: str(info.emailAddress).trim(),
    ...(newPassword ? { OldPassword: str(info.oldPassword), NewPassword: newPassword } : {}),
    ...(answer ? { SecretQuestion: str(info.secretQuestion).trim(), SecretAnswer: answer } : {}),
  };
}

/** What the save did: success with the new copy, or a server code. */
export type UserInfoSaveResult = { ok: true; next: UserInfoValues } | { ok: false; code: string };

/** Runs the save in the spec's order. */
export async function saveUserInfo(
  cached: UserInfoValues,
  form: UserInfoValues,
  calls: {
    setBiometrics(on: boolean): Promise<void>;
    updateUserInfo(body: UserInfoInput): Promise<UpdateProfileResponse>;
  },
): Promise<UserInfoSaveResult> {
  let biometrics = cached.biometrics;
  if (form.biometrics !== undefined && form.biometrics !== cached.biometrics) {
    try {
      await calls.setBiometrics(form.biometrics);
      biometrics = form.biometrics;
    } catch {
      return { ok: false, code: 'BiometricsNotUpdated' };
    }
  }
  if (!userInfoChanged(cached, form)) return { ok: true, next: { ...cached, biometrics } };
  let answer: UpdateProfileResponse;
  try {
    answer = await calls.updateUserInfo(userInfoBody(form.info));
  } catch {
    return { ok: false, code: 'Error' };
  }
  if (!answer.HasNoErrors) return { ok: false, code: answer.Errors[0]?.ErrorMessage ?? 'Error' };
  const saved = answer.UserInfo ?? {
    LogonName: str(form.info.logonName),
    EmailAddress: str(form.info.emailAddress),
    SecretQuestion: str(form.info.secretQuestion),
  };
  return { ok: true, next: userInfoValues(saved, biometrics) };
}

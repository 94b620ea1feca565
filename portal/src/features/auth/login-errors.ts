/**
 * What a failed login shows (access spec §4 "Login", §8 "Login 403 codes"). Pure: maps the typed
 * failure of the login call to the settings key of its message and whether the form stays visible.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { ApiFailure } from '@/api/api-failure';
import { DOWN_ERROR_CODE } from '@/session/logout-service';

/** A message above the form, or the offline state in which the form is hidden. */
export type LoginErrorView = { kind: 'message'; messageKey: SettingKey } | { kind: 'offline'; messageKey: SettingKey };

const message = (messageKey: SettingKey): LoginErrorView => ({ kind: 'message', messageKey });
const offline: LoginErrorView = { kind: 'offline', messageKey: 'loginErrors.offline' };

/** The 403 code: Errors[0] of the answer, already classified by the API client. */
function codeOf(failure: ApiFailure): string | undefined {
  if (failure.kind === 'flag') return failure.flag;
  if (failure.kind === 'general') return 'RegistrationNotAllowed';
  return undefined;
}

/** Maps a login failure to what the login screen shows. Codes are compared exactly, as the server sends them. */
export function loginErrorView(failure: ApiFailure): LoginErrorView {
  // Only a 403 maps its code (an 'Unauthorized' code is "any other": Not Authorized); a 401, or an
  // 'Unauthorized' on any other status, is a non-403 failure like the rest: offline, form hidden (§8).
  if (!('status' in failure) || failure.status !== 403) return offline;
  if (failure.kind === 'unauthorized') return message('loginErrors.notAuthorized');
  switch (codeOf(failure)) {
    case 'LockedOnBadPassword':
    case 'MaxAttemptsReached':
      return message('loginErrors.maxAttempts');
    case 'Invalid':
      return message('loginErrors.invalid');
    case 'LogonNotAllowed':
    case 'Restricted':
      return message('loginErrors.notAllowed');
    case 'MFANoEmail':
      return message('loginErrors.mfaNoEmail');
    case 'maintenanceModeEnabled':
    case 'ServerError':
      return offline;
    default:
      return message('loginErrors.notAuthorized');
  }
}

/** Login screen messages for the error code of a logout (`?error=` on home/login). */
export function sessionMessageKey(errorCode: string | null): SettingKey | undefined {
  if (errorCode === 'timeout') return 'session.expiredMessage';
  if (errorCode === 'unauthorized') return 'session.notAuthorizedMessage';
  return undefined;
}

/**
 * What `?error=` shows: the logout messages, or for `down` (the login process cancelled by
 * maintenance mode, access spec §4) the offline message with the form hidden.
 */
export function loginRedirectView(errorCode: string | null): LoginErrorView | undefined {
  if (errorCode === DOWN_ERROR_CODE) return offline;
  if (errorCode === 'noSsoUrl') return message('access.noSsoUrl');
  const key = sessionMessageKey(errorCode);
  return key ? message(key) : undefined;
}

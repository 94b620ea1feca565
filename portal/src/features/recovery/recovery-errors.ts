/**
 * What a failed recovery step shows (access spec §8 "Recovery errors"). Pure: the code comes from
 * Errors[0].ErrorMessage of a 200 answer or of a failed call; the result is a catalogue key.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { ApiFailure } from '@/api/api-failure';

/** The code that sends the visitor to login instead of showing a message (site offline). */
export const MAINTENANCE_CODE = 'maintenanceModeEnabled';

const byCode: Readonly<Record<string, SettingKey>> = {
  BadQuestion: 'recovery.badQuestionError',
  Invalid: 'recovery.invalidError',
  Error: 'recovery.invalidError',
  RecoveryFailed: 'recovery.recoveryFailedError',
  RecoveryMaxAttempts: 'recovery.maxAttemptsError',
  Error500: 'recovery.serverError',
};

/** The message of a recovery error code; anything unknown is the generic Error. */
export function recoveryErrorKey(code: string | undefined): SettingKey {
  return (code !== undefined && byCode[code]) || 'recovery.invalidError';
}

/** The code a failed recovery call stands for: its own code when known, Error500 for HTTP 500 or above, else Error. */
export function recoveryFailureCode(failure: ApiFailure): string {
  const flag = failure.kind === 'flag' ? failure.flag : undefined;
  if (flag !== undefined && (flag in byCode || flag === MAINTENANCE_CODE)) return flag;
  if ('status' in failure && failure.status !== undefined && failure.status >= 500) return 'Error500';
  return 'Error';
}

/**
 * Messages of failed login-process calls (access spec §8 "Security code", "Other login-process
 * failures"). Pure: a typed failure in, a catalogue key out.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { ApiFailure } from '@/api/api-failure';

const codeOf = (failure: ApiFailure): string | undefined => (failure.kind === 'flag' ? failure.flag : undefined);
const statusOf = (failure: ApiFailure): number | undefined => ('status' in failure ? failure.status : undefined);

/**
 * The security code check: CodeExpired and MaxAttemptsReached have their own texts, any other 403
 * is 'The security code is invalid', anything else 'There was an error while validating.'
 */
export function securityCodeErrorKey(failure: ApiFailure): SettingKey {
  if (statusOf(failure) !== 403) return 'securityCode.validationError';
  switch (codeOf(failure)) {
    case 'CodeExpired':
      return 'securityCode.codeExpired';
    case 'MaxAttemptsReached':
      return 'securityCode.maxAttempts';
    default:
      return 'securityCode.invalidCode';
  }
}

/** A failed resend: 'There was an error while validating.' */
export const resendErrorKey: SettingKey = 'securityCode.validationError';
/** SSN check failure. */
export const ssnErrorKey: SettingKey = 'ssnValidation.validationError';
/** Secret question failure. */
export const secretQuestionErrorKey: SettingKey = 'secretQuestion.saveError';
/** Agreements failure. */
export const agreementsErrorKey: SettingKey = 'agreements.saveError';

/**
 * `POST /studio/api/session`: staff sign-in · 401 wrong name or password · 429 too many attempts. The answer is
 * the session, or the second-factor step (`{ secondFactor }`) when a code or an enrolment comes next.
 */
import type { SecondFactorStep, SignInAnswer, SignInBody } from '@schemas/studio/studio-api';
import { studioApi } from './studio-client';

/** Signs a staff member in; the session (or pending sign-in) cookie is set by the answer. */
export function signIn(body: SignInBody): Promise<SignInAnswer> {
  return studioApi('POST', 'session', { json: body });
}

/** True when the answer asks for the second factor rather than opening the session. */
export function isSecondFactorStep(answer: SignInAnswer): answer is SecondFactorStep {
  return 'secondFactor' in answer;
}

/**
 * A new TOTP secret to enrol: `POST /studio/api/session/enrolment` while signing in (a publisher who
 * must have TOTP), `POST /studio/api/me/second-factor` when signed in.
 */
import type { EnrolmentConfirmed, TotpEnrolment } from '@schemas/studio/studio-api';
import { studioApi, type StudioPath } from './studio-client';

/** Where the enrolment happens. */
export type EnrolmentPlace = 'sign-in' | 'signed-in';

const paths = {
  'sign-in': 'session/enrolment',
  'signed-in': 'me/second-factor',
} as const satisfies Record<EnrolmentPlace, StudioPath<'POST'>>;

/** Starts an enrolment; answers the secret, its link and its QR code. */
export function startEnrolment(place: EnrolmentPlace): Promise<TotpEnrolment> {
  return studioApi('POST', paths[place]);
}

/** Confirms the enrolment with a code from the app; answers the recovery codes (and, at sign-in, the session). */
export function confirmEnrolment(place: EnrolmentPlace, code: string): Promise<EnrolmentConfirmed> {
  return studioApi('POST', `${paths[place]}/confirm` as const, { json: { code } });
}

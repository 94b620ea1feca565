/** Profile API shapes (accounts spec §3 "Profile data"), from the contract so a renamed field fails typecheck. */
import type { components } from '@contract/api-types';

type S = components['schemas'];
/** GET /api/Profile. */
export type Profile = S['Profile'];
/** UserInfo as the server sends it. */
export type UserInfo = S['UserInfo'];
/** UserInfo as a save sends it. */
export type UserInfoInput = S['UserInfoInput'];
/** PersonalInfo (Address null on save when unchanged). */
export type PersonalInfo = S['PersonalInfo'];
/** Notification preferences with their sequence number. */
export type UserAlertsInfo = S['UserAlertsInfo'];
/** Email or Text toggles per alert item. */
export type UserAlertItems = S['UserAlertItems'];
/** Every save's answer. */
export type UpdateProfileResponse = S['UpdateProfileResponse'];
/** An ACH draft authorization. */
export type AchDraft = S['AchDraft'];
/** An uploaded document. */
export type ProfileDocument = S['Document'];
/** PUT /api/ManualChangeContactInfo body. */
export type ContactChangeRequest = S['ContactChangeRequest'];

/** Shapes of the message calls, from the API contract (schemas/api/openapi.yaml). */
import type { components } from '@contract/api-types';
import { baseURL } from '../api-client';

/** Body of POST /api/Messages/Feedback (spec §3 "Feedback payload"). */
export type FeedbackPayload = components['schemas']['FeedbackPayload'];
/** Body of POST /api/Messages/ContactUs (spec §3 "Contact-us payload"). */
export type ContactUsPayload = components['schemas']['ContactUsPayload'];
/** The answer of both: HasNoErrors, or Errors[0].ErrorMessage (CaptchaRequired for a refused captcha). */
export type MessageAnswer = components['schemas']['ErrorEnvelope'];

/** Where the captcha widget fetches its ALTCHA challenge (decision 165), a path under the API client's root. */
export const CAPTCHA_CHALLENGE_PATH = `${new URL(baseURL, 'http://localhost/').pathname}Captcha/Challenge`;

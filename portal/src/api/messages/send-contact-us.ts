/** POST /api/Messages/ContactUs (spec §7): the contact-us payload, used for questions. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { ContactUsPayload, MessageAnswer } from './message-types';

/** Sends a question. */
export async function sendContactUs(payload: ContactUsPayload): Promise<MessageAnswer> {
  const { data } = await api.post('Messages/ContactUs', payload);
  return data;
}

/** Mutation options (never retried: the captcha solution is accepted once). */
export const sendContactUsMutation = () =>
  mutationOptions({ mutationKey: ['messages', 'contactUs'] as const, mutationFn: sendContactUs, retry: false });

/** The contact-us mutation. */
export function useSendContactUs() {
  return useMutation(sendContactUsMutation());
}

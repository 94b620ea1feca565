/** POST /api/Messages/Feedback (spec §7): the feedback payload; the answer is not shown beyond success or failure. */
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../api-client';
import type { FeedbackPayload, MessageAnswer } from './message-types';

/** Sends feedback. */
export async function sendFeedback(payload: FeedbackPayload): Promise<MessageAnswer> {
  const { data } = await api.post('Messages/Feedback', payload);
  return data;
}

/** Mutation options (never retried: the captcha solution is accepted once). */
export const sendFeedbackMutation = () =>
  mutationOptions({ mutationKey: ['messages', 'feedback'] as const, mutationFn: sendFeedback, retry: false });

/** The send-feedback mutation. */
export function useSendFeedback() {
  return useMutation(sendFeedbackMutation());
}

/** Sending the message of the chosen type, and what the page shows after it (spec §4 "Message form"). */
import { useState } from 'react';
import type { MessageAnswer } from '@/api/messages/message-types';
import { useSendContactUs } from '@/api/messages/send-contact-us';
import { useSendFeedback } from '@/api/messages/send-feedback';
import type { FeedbackAnswer, MessageType } from '@schemas/rules/message-form';
import { feedbackPayload, questionPayload, type MessageSender, type MessageValues } from './message-payload';

/** The outcome banner: success of a type, the captcha refused, or any other failure. */
export type SendOutcome = { kind: 'sent'; type: MessageType } | { kind: 'captcha' } | { kind: 'failed' } | null;

/** What one send needs. */
export interface SendRequest {
  type: MessageType;
  values: MessageValues;
  answer: FeedbackAnswer | null;
  answerQuestion: string;
  reasons: readonly string[];
  sender: MessageSender;
}

/** Refused solutions answer this code (decision 165). */
const CAPTCHA_REFUSED = 'CaptchaRequired';

function outcomeOf(answer: MessageAnswer, type: MessageType): SendOutcome {
  if (answer.HasNoErrors) return { kind: 'sent', type };
  return answer.Errors?.[0]?.ErrorMessage === CAPTCHA_REFUSED ? { kind: 'captcha' } : { kind: 'failed' };
}

/** The send action, whether it is pending, and its outcome. */
export function useSendMessage() {
  const feedback = useSendFeedback();
  const question = useSendContactUs();
  const [outcome, setOutcome] = useState<SendOutcome>(null);

  const send = async (r: SendRequest): Promise<SendOutcome> => {
    setOutcome(null);
    let result: SendOutcome;
    try {
      const answer =
        r.type === 'Feedback'
          ? await feedback.mutateAsync(
              feedbackPayload(r.values, r.answer ?? 'good', r.answerQuestion, r.reasons, r.sender),
            )
          : await question.mutateAsync(questionPayload(r.values, r.sender));
      result = outcomeOf(answer, r.type);
    } catch {
      result = { kind: 'failed' };
    }
    setOutcome(result);
    return result;
  };

  return { send, pending: feedback.isPending || question.isPending, outcome, clearOutcome: () => setOutcome(null) };
}

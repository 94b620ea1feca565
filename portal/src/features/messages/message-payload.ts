/**
 * The bodies of the two message calls (spec §3 "Feedback payload", "Contact-us payload"). Feedback goes to
 * Messages/Feedback with its answer and reasons as SurveyQuestions; a Question goes to Messages/ContactUs
 * with its subject (decision 236). Pure.
 */
import type { ContactUsPayload, FeedbackPayload } from '@/api/messages/message-types';
import { servicingBranchOf, type FeedbackAnswer } from '@schemas/rules/message-form';

/** The form's values (schemas/screens/messageForm.json). */
export interface MessageValues {
  name?: string;
  email?: string;
  branch?: string;
  subject?: string;
  message?: string;
  captcha?: string;
}

/** Who sends: the session user when logged in, else the form's name and e-mail. */
export interface MessageSender {
  user: { username: string; personalName: string; emailAddress: string; servicingBranch: string } | null;
  userAgent: string;
  returnUrl: string;
}

function alertOf(values: MessageValues, sender: MessageSender) {
  const u = sender.user;
  return {
    Email: u ? u.emailAddress : (values.email ?? '').trim(),
    PersonalName: u ? u.personalName : (values.name ?? '').trim(),
    ServicingBranch: servicingBranchOf(values.branch, u?.servicingBranch),
    UserAgent: sender.userAgent.slice(0, 1000),
    ...(u ? { Username: u.username } : {}),
  };
}

/** The message text, absent when empty (spec §5). */
const messageOf = (values: MessageValues) => (values.message?.trim() ? values.message : undefined);

/** Feedback: SurveyQuestions holds the answer under its question and each ticked reason with the answer it explains. */
export function feedbackPayload(
  values: MessageValues,
  answer: FeedbackAnswer,
  question: string,
  reasons: readonly string[],
  sender: MessageSender,
): FeedbackPayload {
  const survey: Record<string, string> = { [question]: answer };
  for (const reason of reasons) survey[reason] = answer;
  const message = messageOf(values);
  return {
    FeedbackType: 'Feedback',
    SurveyQuestions: survey,
    ...(message ? { Message: message } : {}),
    ReturnURL: sender.returnUrl.slice(0, 2000),
    ReCaptchaCode: values.captcha ?? '',
    Alert: alertOf(values, sender),
  };
}

/** A question: subject and message, with the sender's name and e-mail. */
export function questionPayload(values: MessageValues, sender: MessageSender): ContactUsPayload {
  const alert = alertOf(values, sender);
  const message = messageOf(values);
  return {
    FeedbackType: 'Question',
    Subject: (values.subject ?? '').trim(),
    ...(message ? { Message: message } : {}),
    Name: alert.PersonalName,
    Email: alert.Email,
    ServicingBranch: alert.ServicingBranch,
    ReturnURL: sender.returnUrl.slice(0, 2000),
    ReCaptchaCode: values.captcha ?? '',
    Alert: alert,
  };
}

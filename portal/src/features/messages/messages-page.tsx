/**
 * Messages (routes messages and homeMessages, accounts spec §2 "Messages page", §4 "Message form", §5):
 * Feedback or Question, the answer and its reasons for feedback, then the form (schemas/screens/messageForm.json)
 * with name and e-mail when logged out, the branch number when required, subject, message with its counter,
 * and the captcha. Success texts per type; 'Oops...it looks like something went wrong.' on failure.
 */
import * as messageScreen from 'virtual:screen-validator/messageForm';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  requiredMessageFields,
  visibleMessageFields,
  type FeedbackAnswer,
  type MessageField,
  type MessageType,
} from '@schemas/rules/message-form';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { SchemaForm } from '@/forms/schema-form';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import { PageHeading } from '@/ui/page-heading';
import { PublicPageTop } from '@/ui/public-page-top';
import { Spinner } from '@/ui/spinner';
import { CaptchaWidget } from './captcha/captcha-widget';
import { MessageChoices } from './message-choices';
import type { MessageValues } from './message-payload';
import { MessageTextWidget } from './message-text-widget';
import { useSendMessage } from './use-send-message';
import './messages-page.css';

const requiredKeys: Record<MessageField, SettingKey> = {
  name: 'messages.nameRequired',
  email: 'messages.emailRequired',
  branch: 'messages.branchRequired',
  subject: 'messages.subjectRequired',
  message: 'messages.messageRequired',
  captcha: 'messages.captchaRequired',
};
const allFields = Object.keys(requiredKeys) as MessageField[];

/** The messages page. */
export function MessagesPage() {
  const settings = useSettings();
  const loggedOut = useLocation().pathname.startsWith('/home/');
  const user = useSessionStore((s) => s.user);
  const feedbackHidden = settings.flag('messages.hideFeedbackOption');
  const [type, setType] = useState<MessageType | null>(feedbackHidden ? 'Question' : null);
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);
  const [values, setValues] = useState<MessageValues>({});
  // A new key re-mounts the form: a fresh captcha after each send (a solution is accepted once).
  const [formKey, setFormKey] = useState(0);
  const { send, pending, outcome, clearOutcome } = useSendMessage();
  // After a send the form re-mounts (or goes): focus moves to the banner that says what happened.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const shape = {
    loggedOut,
    type: type ?? 'Question',
    branchRequiredOption: settings.flag('messages.requireBranchNumberOption'),
    branchHidden: settings.flag('messages.branchNumberHidden'),
  };
  const visible = visibleMessageFields(shape);
  const required = requiredMessageFields(shape);
  const visibleKey = [...visible].join();
  const uiOverrides = useMemo(() => {
    const shown = new Set(visibleKey.split(','));
    const ui: Record<string, Record<string, unknown>> = {
      message: { 'ui:widget': MessageTextWidget },
      captcha: { 'ui:widget': CaptchaWidget },
    };
    for (const f of allFields) if (!shown.has(f)) ui[f] = { 'ui:widget': 'hidden' };
    return ui;
  }, [visibleKey]);

  const restart = (next: MessageType | null) => {
    setType(feedbackHidden ? 'Question' : next);
    setAnswer(null);
    setReasons([]);
    setValues({});
    setFormKey((k) => k + 1);
  };
  const chooseType = (next: MessageType) => {
    clearOutcome();
    restart(next);
  };
  const validate = (data: MessageValues) => {
    const errors: Record<string, string[]> = {};
    for (const f of required) if (!String(data[f] ?? '').trim()) errors[f] = [settings.text(requiredKeys[f])];
    return errors;
  };
  const submit = async (data: MessageValues) => {
    if (!type) return;
    const sender = { user: loggedOut ? null : user, userAgent: navigator.userAgent, returnUrl: window.location.href };
    const result = await send({
      type,
      values: data,
      answer,
      answerQuestion: settings.text('messages.answerLegend'),
      reasons,
      sender,
    });
    if (result?.kind === 'sent') restart(null);
    else {
      setValues({ ...data, captcha: undefined });
      setFormKey((k) => k + 1);
    }
  };
  // Each answer has its own reasons: a change of answer clears the ticks, so none is sent with the other answer.
  const chooseAnswer = (next: FeedbackAnswer) => {
    if (next !== answer) setReasons([]);
    setAnswer(next);
  };
  const formShown = type === 'Question' || (type === 'Feedback' && answer !== null);

  return (
    <div className={loggedOut ? 'page page--narrow messages-page' : 'page messages-page'}>
      <PublicPageTop loggedOut={loggedOut} backLabel={settings.text('shell.backToLoginText')} />
      <PageHeading>{settings.text('messages.heading')}</PageHeading>
      <div className="card messages-page__card">
        {outcome?.kind === 'sent' ? (
          <p className="banner messages-page__success" role="status" tabIndex={-1} ref={outcomeRef}>
            {settings.text(outcome.type === 'Question' ? 'messages.questionSuccess' : 'messages.feedbackSuccess')}
          </p>
        ) : null}
        {outcome?.kind === 'failed' || outcome?.kind === 'captcha' ? (
          <ErrorBanner tabIndex={-1} ref={outcomeRef}>
            {settings.text(outcome.kind === 'captcha' ? 'messages.captchaRequired' : 'messages.sendError')}
          </ErrorBanner>
        ) : null}
        <MessageChoices
          type={type}
          answer={answer}
          reasons={reasons}
          disabled={pending}
          onType={chooseType}
          onAnswer={chooseAnswer}
          onReasons={setReasons}
        />
        {formShown ? (
          <SchemaForm
            key={formKey}
            id="message-form"
            screen={messageScreen}
            controlled
            formData={values}
            onChange={(data) => setValues(data)}
            uiOverrides={uiOverrides}
            validate={validate}
            disabled={pending}
            onSubmit={(data) => void submit(data)}
          />
        ) : null}
        {pending ? <Spinner label={settings.text('messages.sendingText')} /> : null}
      </div>
    </div>
  );
}

export default MessagesPage;

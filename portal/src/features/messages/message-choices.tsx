/**
 * The choices above the messages form (spec §2 "Messages page"): Feedback or Question (only Question when
 * the institution hides feedback); for feedback 'good' or 'could be better', then that answer's five
 * reasons, each hideable by a setting.
 */
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { FeedbackAnswer, MessageType } from '@schemas/rules/message-form';
import { useSettings } from '@/settings/use-settings';

// Listed key by key so the catalogue check sees every one read.
const reasonKeys: Record<FeedbackAnswer, readonly { text: SettingKey; hidden: SettingKey }[]> = {
  good: [
    { text: 'messages.goodReason1', hidden: 'messages.goodReason1Hidden' },
    { text: 'messages.goodReason2', hidden: 'messages.goodReason2Hidden' },
    { text: 'messages.goodReason3', hidden: 'messages.goodReason3Hidden' },
    { text: 'messages.goodReason4', hidden: 'messages.goodReason4Hidden' },
    { text: 'messages.goodReason5', hidden: 'messages.goodReason5Hidden' },
  ],
  'could be better': [
    { text: 'messages.badReason1', hidden: 'messages.badReason1Hidden' },
    { text: 'messages.badReason2', hidden: 'messages.badReason2Hidden' },
    { text: 'messages.badReason3', hidden: 'messages.badReason3Hidden' },
    { text: 'messages.badReason4', hidden: 'messages.badReason4Hidden' },
    { text: 'messages.badReason5', hidden: 'messages.badReason5Hidden' },
  ],
};

/** The reasons offered for an answer: the shown ones' texts. */
export function useReasons(answer: FeedbackAnswer | null): string[] {
  const settings = useSettings();
  if (!answer) return [];
  return reasonKeys[answer].filter((r) => !settings.flag(r.hidden)).map((r) => settings.text(r.text));
}

/** Props of {@link MessageChoices}. */
export interface MessageChoicesProps {
  type: MessageType | null;
  answer: FeedbackAnswer | null;
  reasons: readonly string[];
  disabled: boolean;
  onType: (type: MessageType) => void;
  onAnswer: (answer: FeedbackAnswer) => void;
  onReasons: (reasons: string[]) => void;
}

function Radio({
  name,
  checked,
  label,
  disabled,
  onChange,
}: {
  name: string;
  checked: boolean;
  label: string;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <label className="message-choice">
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChange} />
      {label}
    </label>
  );
}

/** Type, answer and reasons. */
export function MessageChoices({ type, answer, reasons, disabled, onType, onAnswer, onReasons }: MessageChoicesProps) {
  const settings = useSettings();
  const offered = useReasons(answer);
  const feedbackShown = !settings.flag('messages.hideFeedbackOption');
  return (
    <>
      <fieldset className="message-choices">
        <legend>{settings.text('messages.typeLegend')}</legend>
        {feedbackShown ? (
          <Radio
            name="message-type"
            checked={type === 'Feedback'}
            label={settings.text('messages.feedbackLabel')}
            disabled={disabled}
            onChange={() => onType('Feedback')}
          />
        ) : null}
        <Radio
          name="message-type"
          checked={type === 'Question'}
          label={settings.text('messages.questionLabel')}
          disabled={disabled}
          onChange={() => onType('Question')}
        />
      </fieldset>
      {type === 'Feedback' ? (
        <fieldset className="message-choices">
          <legend>{settings.text('messages.answerLegend')}</legend>
          <Radio
            name="message-answer"
            checked={answer === 'good'}
            label={settings.text('messages.goodLabel')}
            disabled={disabled}
            onChange={() => onAnswer('good')}
          />
          <Radio
            name="message-answer"
            checked={answer === 'could be better'}
            label={settings.text('messages.badLabel')}
            disabled={disabled}
            onChange={() => onAnswer('could be better')}
          />
        </fieldset>
      ) : null}
      {type === 'Feedback' && answer && offered.length > 0 ? (
        <fieldset className="message-choices message-choices--reasons">
          <legend>{settings.text('messages.reasonsLegend')}</legend>
          {offered.map((reason) => (
            <label key={reason} className="message-choice">
              <input
                type="checkbox"
                checked={reasons.includes(reason)}
                disabled={disabled}
                onChange={(e) =>
                  onReasons(e.target.checked ? [...reasons, reason] : reasons.filter((r) => r !== reason))
                }
              />
              {reason}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

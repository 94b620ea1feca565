/**
 * The optional explanatory ACH texts (payments spec §2): for recurring, scheduled and immediate ACH
 * payments, each hideable (achRecurringTextHidden, ...). Shown once an ACH method and a frequency are
 * chosen; "immediate if one-time and dated today; scheduled if one-time and dated later; otherwise recurring".
 */
import { useSettings } from '@/settings/use-settings';
import { RichText } from '@/ui/rich-text';
import { todayOf } from '@schemas/rules/calendar';
import type { PaymentSteps } from './payment-steps';

const TEXTS = {
  recurring: ['payment.achRecurringText', 'payment.achRecurringTextHidden'],
  scheduled: ['payment.achScheduledText', 'payment.achScheduledTextHidden'],
  immediate: ['payment.achImmediateText', 'payment.achImmediateTextHidden'],
} as const;

/** The text for the chosen ACH payment kind, or nothing. */
export function AchTexts({ data }: { readonly data: Partial<PaymentSteps> }) {
  const settings = useSettings();
  const frequency = data.getFrequency;
  if (data.getMethod?.kind !== 'ach' || !frequency) return null;
  const when =
    frequency.frequency !== 'OneTime'
      ? 'recurring'
      : frequency.date !== null && frequency.date > todayOf(new Date())
        ? 'scheduled'
        : 'immediate';
  const [textKey, hiddenKey] = TEXTS[when];
  if (settings.flag(hiddenKey)) return null;
  return <RichText className="ach-text" html={settings.richText(textKey)} />;
}

/**
 * The servicing fee banner (payments spec §2: shown when the account has fees and loanServicingFeesHidden does not hide
 * it).
 */
import { useSettings } from '@/settings/use-settings';
import { formatCurrency, toCents } from '@schemas/rules/money';
import type { SelectedLoan } from './payment-steps';

/** 'This account has servicing fees due: $25.00', or nothing. */
export function FeeBanner({ loan }: { readonly loan: SelectedLoan }) {
  const settings = useSettings();
  const fees = toCents(loan.info.FeesAndCharges ?? 0);
  if (fees <= 0 || settings.flag('payment.loanServicingFeesHidden')) return null;
  return (
    <p className="banner fee-banner">{settings.text('payment.servicingFeesText', { amount: formatCurrency(fees) })}</p>
  );
}

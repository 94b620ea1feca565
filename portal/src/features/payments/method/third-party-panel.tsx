/** The outside card payment panel (payments spec §2): heading, leaving-the-site notice, 'Continue to Make Payment'. */
import { useSettings } from '@/settings/use-settings';
import { RichText } from '@/ui/rich-text';

/**
 * The configured link opens in a new tab. It is a link styled as a button: it navigates (to another
 * site) rather than acting on this page, and a link tells assistive technology so.
 */
export function ThirdPartyPanel() {
  const settings = useSettings();
  const link = settings.text('cardPaymentOptions.thirdPartyCardPaymentsLinkOption').trim();
  return (
    <div className="third-party-panel">
      <h3 className="third-party-panel__heading">{settings.text('paymentMethod.thirdPartyHeading')}</h3>
      <RichText html={settings.richText('paymentMethod.thirdPartyNotice')} />
      {link ? (
        <a className="button" href={link} target="_blank" rel="noopener noreferrer">
          {settings.text('paymentMethod.thirdPartyButton')}
        </a>
      ) : null}
    </div>
  );
}

/** The note after a delete or after the default was cleared, shown 5 seconds in a polite live region. */
import { useSettings } from '@/settings/use-settings';
import { ErrorBanner } from '@/ui/error-banner';
import type { DeleteNote as Note } from './use-method-actions';

/**
 * 'Successfully deleted payment method.' or 'Error deleting payment method.' (the region stays mounted so it is
 * announced).
 */
export function DeleteNote({ note }: { readonly note: Note }) {
  const settings = useSettings();
  return (
    <div role="status" className="delete-note">
      {note === 'deleted' ? <p className="banner">{settings.text('paymentMethod.deleteSuccess')}</p> : null}
      {note === 'failed' ? <ErrorBanner inRegion>{settings.text('paymentMethod.deleteError')}</ErrorBanner> : null}
      {note === 'defaultCleared' ? <p className="banner">{settings.text('paymentMethod.defaultClearedNote')}</p> : null}
    </div>
  );
}

/** Small icons of the payment lists: the method type (card or bank account) and delete. SVG, no image requests. */
import { useSettings } from '@/settings/use-settings';

/** The Type column's icon, named for assistive technology ('Card' or 'Bank Account' from settings). */
export function MethodTypeIcon({ isCard }: { isCard: boolean }) {
  const settings = useSettings();
  const label = settings.text(isCard ? 'payment.cardIconLabel' : 'payment.accountIconLabel');
  return (
    <svg className="payment-lists__icon" role="img" aria-label={label} viewBox="0 0 24 24" width="24" height="24">
      {isCard ? (
        <path
          fill="currentColor"
          d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 4v8h16V9H4Zm0-2h16V7H4v0Zm2 6h5v2H6v-2Z"
        />
      ) : (
        <path fill="currentColor" d="M12 2 2 7v2h20V7L12 2Zm-7 9v7H3v2h18v-2h-2v-7h-2v7h-3v-7h-2v7H7v-7H5Z" />
      )}
    </svg>
  );
}

/** The trash can of a delete button (the button carries the name). */
export function DeleteIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z"
      />
    </svg>
  );
}

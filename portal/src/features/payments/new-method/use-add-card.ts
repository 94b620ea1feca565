import { useMutation } from '@tanstack/react-query';
import { addCardPaymentMethodMutation, type NewCardPayload } from '@/api/payments/add-card-payment-method';
import { lastFour } from '@schemas/rules/card-rules';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { AddedMethod } from './added-method';
import { addMethodErrorKey } from './new-method-errors';

/** What the card branch of the modal needs: submit, busy, and the error text key. */
export interface AddCardFlow {
  submit: (card: NewCardPayload, save: boolean) => void;
  busy: boolean;
  errorKey: SettingKey | undefined;
}

/**
 * Saving a new card (AddCardPaymentMethod) or handing it on for single use. Busy and error come from the
 * mutation (decision 131); it is dropped from the cache when the dialog unmounts, with the card in it.
 */
export function useAddCard(onAdded: (added: AddedMethod) => void): AddCardFlow {
  const add = useMutation(addCardPaymentMethodMutation());
  const submit = (card: NewCardPayload, save: boolean) => {
    if (!save) {
      onAdded({ saved: false, method: { kind: 'card', source: 'singleUse', card } });
      return;
    }
    add.mutateAsync(card).then(
      (answer) => {
        if (answer.HasNoErrors) onAdded({ saved: true, kind: 'card', lastFour: lastFour(card.CardNumber) });
      },
      () => undefined, // shown from add.error
    );
  };
  const settled = add.isSuccess || add.isError;
  return { submit, busy: add.isPending, errorKey: settled ? addMethodErrorKey(add.data, add.error) : undefined };
}

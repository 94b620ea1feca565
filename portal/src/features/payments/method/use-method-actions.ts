/**
 * Set and clear the default method and delete a saved one (payments spec §4 "Default method", "Delete
 * method"; §7 calls; §8 "Delete method failure ... Success ...", "Clear default failure: logged only").
 * Each change reloads the listing; the delete note stays 5 seconds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAchPaymentMutation } from '@/api/payments/delete-ach-payment';
import { deleteCardPaymentMutation } from '@/api/payments/delete-card-payment';
import { paymentMethodsKey } from '@/api/payments/get-payment-methods';
import { removeDefaultPaymentMethodMutation } from '@/api/payments/remove-default-payment-method';
import { setDefaultPaymentMethodMutation } from '@/api/payments/set-default-payment-method';
import type { SavedPaymentMethod } from '../make-payment/payment-steps';
import { useTransientMessage } from '@/ui/use-transient-message';
import { profileIdOf } from './method-rules';

/** How long the delete note shows (spec §9 "Delete-method status shown 5 seconds"). */
export const DELETE_NOTE_MS = 5000;

/** The outcome of the last delete, or a cleared default, while its note shows. */
export type DeleteNote = 'deleted' | 'failed' | 'defaultCleared' | null;

/**
 * The actions of one loan's saved methods. `onDeleted` runs after a method was deleted: the host cancels the
 * payments made with it (§2 "Deleting this payment method will cancel and remove..."), so the loan's payment
 * info is stale.
 */
export function useMethodActions(accountNumber: string, onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: paymentMethodsKey(accountNumber) });
  const setDefault = useMutation(setDefaultPaymentMethodMutation());
  const clearDefault = useMutation(removeDefaultPaymentMethodMutation());
  const deleteCard = useMutation(deleteCardPaymentMutation());
  const deleteAch = useMutation(deleteAchPaymentMutation());
  const note = useTransientMessage<NonNullable<DeleteNote>>(DELETE_NOTE_MS);

  return {
    /** The set-default call failed (its text shows until the next try). */
    setDefaultFailed: setDefault.isError,
    busy: setDefault.isPending || clearDefault.isPending || deleteCard.isPending || deleteAch.isPending,
    note: note.value,
    /** Reloads the listing (after a method was added elsewhere). */
    reload,
    makeDefault: (method: SavedPaymentMethod) => {
      const profileId = profileIdOf(method);
      if (!profileId) return;
      void setDefault
        .mutateAsync({ AccountNumber: accountNumber, PaymentMethod: { IsCard: method.IsCard, ProfileId: profileId } })
        .then(reload, () => undefined);
    },
    /** Clears the loan's default; resolves true once it is cleared and the listing reloaded. */
    clearDefault: async (): Promise<boolean> => {
      try {
        await clearDefault.mutateAsync(accountNumber);
      } catch (error) {
        // The spec only logs this failure: the banner stays, so the user sees the default was not cleared.
        console.warn('Clearing the default payment method failed', error);
        return false;
      }
      // The banner disappears with its button: the note says why, in the region that announces it.
      note.show('defaultCleared');
      await reload();
      return true;
    },
    /** Deletes `method`; resolves true when it was deleted. */
    remove: async (method: SavedPaymentMethod): Promise<boolean> => {
      note.hide();
      try {
        if (method.IsCard && method.CardInfo) await deleteCard.mutateAsync(method.CardInfo);
        else if (method.AchInfo) await deleteAch.mutateAsync(method.AchInfo);
        note.show('deleted');
        await reload();
        onDeleted?.();
        return true;
      } catch {
        note.show('failed');
        return false;
      }
    },
  };
}

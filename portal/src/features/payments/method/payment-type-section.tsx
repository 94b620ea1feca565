/**
 * The getMethod step, 'Payment Type' (payments spec §2 "Payment Type section", §4 "Payment type and
 * methods"): the type toggle and wallets, the default banner, saved methods, 'New payment method', the
 * single-use summary and, for cards paid elsewhere, the outside-link panel.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { usePaymentMethods } from '@/api/payments/get-payment-methods';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { Spinner } from '@/ui/spinner';
import { useFocusAfter } from '@/ui/use-focus-after';
import type { ChosenMethod, SavedPaymentMethod, StepProps } from '../make-payment/payment-steps';
import { LazyPaymentDetailsModal, preloadPaymentDetailsModal } from '../new-method/lazy-payment-details-modal';
import type { AddedMethod } from '../new-method/added-method';
import { DefaultMethodBanner } from './default-method-banner';
import { DeleteNote } from './delete-note';
import { isWallet, lastFourOf, methodRules, profileIdOf, savedOfType, type MethodType } from './method-rules';
import { SavedMethodPicker } from './saved-method-picker';
import { SingleUseSummary } from './single-use-summary';
import { ThirdPartyPanel } from './third-party-panel';
import { TypeToggle } from './type-toggle';
import { useClearDefault } from './use-clear-default';
import { useMethodActions } from './use-method-actions';
import './payment-method.css';

const typeOf = (value: ChosenMethod): MethodType => (value.kind === 'wallet' ? value.wallet : value.kind);

const toChosen = (m: SavedPaymentMethod): ChosenMethod =>
  m.IsCard && m.CardInfo
    ? { kind: 'card', source: 'saved', card: m.CardInfo }
    : { kind: 'ach', source: 'saved', ach: m.AchInfo! };

const savedIdOf = (value: ChosenMethod | undefined): string | undefined => {
  if (!value || value.kind === 'wallet' || value.source !== 'saved') return undefined;
  return value.kind === 'card' ? value.card.ProfileId : value.ach.ProfileId;
};

/** Props beyond the step's. */
export interface PaymentTypeSectionExtras {
  /** A saved method was deleted, and with it the payments made with it: the screen reads the loan again. */
  onMethodDeleted?: () => void;
}

/** The Payment Type section. */
export function PaymentTypeSection({
  data,
  value,
  onValid,
  onInvalid,
  headingRef,
  onMethodDeleted,
}: StepProps<'getMethod'> & PaymentTypeSectionExtras) {
  const loan = data.selectAccount!;
  const settings = useSettings();
  const headingId = useId();
  const isPersonal = useSessionStore((s) => s.user?.isPersonalUser ?? true);
  const rules = methodRules(loan, settings, isPersonal);
  const [type, setType] = useState<MethodType | undefined>(() => (value ? typeOf(value) : rules.preselected));
  const listing = usePaymentMethods(loan.accountNumber);
  const actions = useMethodActions(loan.accountNumber, onMethodDeleted);
  const [explicitModal, setExplicitModal] = useState<'card' | 'ach' | null>(null);
  // The type whose automatic steps (default preselected, or the modal opened) are still due; a user action ends them.
  const [autoFor, setAutoFor] = useState<MethodType | undefined>(() => (value ? undefined : rules.preselected));
  const defaultDone = useRef<MethodType | undefined>(undefined);
  const section = useRef<HTMLElement>(null);
  const clearDefault = useClearDefault(actions, section);
  // A deleted method takes its delete icon with it: focus goes to the dropdown, or to New payment method when
  // it was the type's last saved method, once the reloaded list shows (not <body>).
  const [deletedAt, setDeletedAt] = useState<number | null>(null);
  useFocusAfter(deletedAt !== null && !listing.isFetching ? deletedAt : null, () =>
    section.current?.querySelector<HTMLElement>('.saved-methods select, .payment-methods > button'),
  );
  const awaiting = useRef<{ kind: 'card' | 'ach'; lastFour: string; after: number } | null>(null);

  const all = listing.data?.PaymentMethods ?? [];
  const kind = type === 'card' || type === 'ach' ? type : undefined;
  const outside = kind === 'card' && rules.thirdPartyCard;
  const defaultId = listing.data?.DefaultPaymentMethod?.ProfileId;
  const defaultMethod = rules.defaults && defaultId ? all.find((m) => profileIdOf(m) === defaultId) : undefined;
  // The saved methods a type lists (none for cards paid elsewhere), and the default among them.
  const savedFor = (t: 'card' | 'ach') => (t === 'card' && rules.thirdPartyCard ? [] : savedOfType(all, t, rules));
  const defaultFor = (t: 'card' | 'ach') =>
    defaultMethod && savedFor(t).includes(defaultMethod) ? defaultMethod : undefined;
  const saved = kind ? savedFor(kind) : [];
  const due = kind !== undefined && kind === autoFor && !outside && !listing.isPending && !value;
  // "If no saved methods of that type exist, the new-method modal opens at once."
  const modal = explicitModal ?? (due && saved.length === 0 ? kind : null);

  // Once per type choice, the default of that type is preselected when the listing has it; in a layout effect, so
  // the later steps it reveals render before the browser paints, not a frame after the type (decision 280).
  useLayoutEffect(() => {
    if (!kind || !due || defaultDone.current === kind) return;
    const preset = defaultFor(kind);
    if (!preset) return;
    defaultDone.current = kind;
    onValid(toChosen(preset));
  });

  // A method saved in the modal is preselected once the reloaded list has it ("preselected by matching last four
  // digits").
  useEffect(() => {
    const wanted = awaiting.current;
    if (!wanted || listing.isFetching || listing.dataUpdatedAt <= wanted.after) return;
    awaiting.current = null;
    const added = saved.find((m) => m.IsCard === (wanted.kind === 'card') && lastFourOf(m) === wanted.lastFour);
    if (added) onValid(toChosen(added));
  });

  const chooseType = (next: MethodType) => {
    if (next === type) return;
    setType(next);
    setAutoFor(next);
    defaultDone.current = undefined;
    if (isWallet(next)) {
      onValid({ kind: 'wallet', wallet: next });
      return;
    }
    // The new-method modal may open at once (no saved method of this type): its chunk starts loading now.
    void preloadPaymentDetailsModal();
    // With the listing at hand, the type's default is chosen in this event: the later steps are replaced once,
    // instead of closed here and opened again by the effect above.
    const preset = listing.isPending ? undefined : defaultFor(next);
    if (preset) {
      defaultDone.current = next;
      onValid(toChosen(preset));
    } else if (value) onInvalid();
  };

  const closeModal = () => {
    setExplicitModal(null);
    setAutoFor(undefined);
  };

  const added = (result: AddedMethod) => {
    closeModal();
    if (result.saved) {
      awaiting.current = { kind: result.kind, lastFour: result.lastFour, after: listing.dataUpdatedAt };
      void actions.reload();
    } else onValid(result.method);
  };

  const singleUse = value && value.kind !== 'wallet' && value.source === 'singleUse' ? value : undefined;
  return (
    <section ref={section} className="payment-step" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-step__heading" ref={headingRef} tabIndex={-1}>
        {settings.text('paymentMethod.heading')}
      </h2>
      {rules.types.length > 0 ? (
        <TypeToggle types={rules.types} chosen={type} onChoose={chooseType} labelledBy={headingId} />
      ) : (
        <p>{settings.text('paymentMethod.noMethodsText')}</p>
      )}
      {!isWallet(type) && !outside && defaultMethod ? (
        <DefaultMethodBanner method={defaultMethod} busy={actions.busy} onClear={clearDefault} />
      ) : null}
      {outside ? <ThirdPartyPanel /> : null}
      {kind && !outside ? (
        <div className="payment-methods" data-reveal-focus>
          {singleUse ? <SingleUseSummary method={singleUse} onRemove={onInvalid} /> : null}
          {saved.length > 0 ? (
            <SavedMethodPicker
              methods={saved}
              chosenId={savedIdOf(value)}
              defaultId={defaultId}
              defaults={rules.defaults}
              actions={actions}
              onChoose={(m) => {
                setAutoFor(undefined);
                if (m) onValid(toChosen(m));
                else onInvalid();
              }}
              onDeleted={() => setDeletedAt(Date.now())}
            />
          ) : null}
          {listing.isPending && rules[kind].profiles ? (
            <Spinner variant="large" label={settings.text('shell.loadingText')} />
          ) : null}
          <button
            type="button"
            className="button button--secondary"
            onPointerEnter={() => void preloadPaymentDetailsModal()}
            onFocus={() => void preloadPaymentDetailsModal()}
            onClick={() => setExplicitModal(kind)}
          >
            {settings.text('paymentMethod.newMethodButton')}
          </button>
        </div>
      ) : null}
      <DeleteNote note={actions.note} />
      {modal ? (
        <LazyPaymentDetailsModal
          kind={modal}
          loan={loan}
          saveAllowed={rules[modal].profiles}
          saveForced={rules[modal].profiles && !rules[modal].singleUse}
          onClose={closeModal}
          onAdded={added}
        />
      ) : null}
    </section>
  );
}

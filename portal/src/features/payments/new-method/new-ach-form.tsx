import * as newAchScreen from 'virtual:screen-validator/newAch';
import { useQueryClient } from '@tanstack/react-query';
import { achRoutingDataQuery, type BankLookup } from '@/api/payments/get-ach-routing-data';
import type { NewAchPayload } from '@/api/payments/add-ach-payment-method';
import { SchemaForm } from '@/forms/schema-form';
import type { ServerCheck } from '@/forms/use-server-checks';
import { useSettings } from '@/settings/use-settings';
import type { NewAchData } from '@schemas/screens/generated/screen-data';
import { useCallback, useMemo, useState } from 'react';
import { achFormProblems, achPayload, lookupOutcome } from './ach-form-rules';
import { problemMessages } from './problem-messages';

/** Props of {@link NewAchForm}. */
export interface NewAchFormProps {
  /** id of the `<form>`: the dialog's Continue button submits it. */
  formId: string;
  disabled: boolean;
  /** The checked bank account as the validate and add calls (or the single-use submit) take it. */
  onPayload: (ach: NewAchPayload) => void;
}

/**
 * The new bank account form (screen file newAch.json; payments spec §5 "ACH form"). 300 ms after the
 * routing number has 9 digits the bank is looked up and shown (name, address, routing number); with
 * preCheckABABankInfoOption a bank the lookup does not know makes the number invalid.
 */
export function NewAchForm({ formId, disabled, onPayload }: NewAchFormProps) {
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [data, setData] = useState<Partial<NewAchData>>({ accountType: 'Checking' });
  const [bank, setBank] = useState<BankLookup | null>(null);
  const preCheck = settings.flag('achPaymentOptions.preCheckABABankInfoOption');
  const savingsAllowed = settings.flag('achPaymentOptions.allowPaymentFromSavingsAccountOption');

  const serverChecks = useMemo<Record<string, ServerCheck>>(
    () => ({
      bankLookup: async (value, _data, signal) => {
        const routing = typeof value === 'string' ? value : '';
        if (!/^\d{9}$/.test(routing)) {
          setBank(null);
          return [];
        }
        const result = await queryClient.fetchQuery(achRoutingDataQuery(routing)).then(
          (found) => ({ ok: true as const, bank: found }),
          () => ({ ok: false as const }),
        );
        if (signal.aborted) return [];
        const outcome = lookupOutcome(result, preCheck);
        setBank('bank' in outcome ? outcome.bank : null);
        return 'messageKey' in outcome ? [settings.text(outcome.messageKey)] : [];
      },
    }),
    [queryClient, preCheck, settings],
  );

  const validate = useCallback(
    (values: Partial<NewAchData>) => problemMessages(achFormProblems(values), settings),
    [settings],
  );

  return (
    <>
      <SchemaForm
        id={formId}
        screen={newAchScreen}
        controlled
        formData={data}
        onChange={setData}
        validate={validate}
        serverChecks={serverChecks}
        disabled={disabled}
        hideSubmit
        onSubmit={(values) => onPayload(achPayload(values, savingsAllowed))}
      />
      <div className="bank-lookup" aria-live="polite">
        {bank ? (
          <>
            <p className="bank-lookup__heading">{settings.text('paymentForms.bankLookupHeading')}</p>
            <p>{bank.Name}</p>
            <p>
              {[bank.Address, [bank.City, [bank.State, bank.Zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')]
                .filter(Boolean)
                .join(', ')}
            </p>
            <p>{bank.RoutingNumber}</p>
          </>
        ) : null}
      </div>
    </>
  );
}

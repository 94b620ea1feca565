/**
 * The text-subscription dialog's flow (accounts spec §4 "Text subscription modal"): load, then save the
 * changed options only; on success update the phone's OptInToTexting (true when any option is on),
 * with Retry/Cancel when that second step fails; on a modify failure restore what failed, flag by flag, from
 * the server's copy and show the modification error.
 */
import {
  failedSubscriptionFlags,
  restoreFailedFlags,
  subscriptionChanges,
  type SubscriptionOption,
} from '@schemas/rules/profile-changes';
import { digitsOnly } from '@schemas/rules/masks';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import { useCallback, useEffect, useState } from 'react';
import { getSubscriptionInfo } from '@/api/profile/get-subscription-info';
import { modifySubscriptions } from '@/api/profile/modify-subscriptions';
import { updatePersonalInfo } from '@/api/profile/update-personal-info';

/** The sandbox and the lender answer this text for a phone that cannot get texts (spec §8). */
const NOT_TEXTABLE = 'This is not a textable phone number';

/** Where the dialog is. */
export type SubscriptionPhase = 'loading' | 'ready' | 'saving' | 'finalizeFailed' | 'done';

/** The dialog's state and actions. */
export interface TextSubscriptions {
  phase: SubscriptionPhase;
  loaded: SubscriptionOption[];
  form: SubscriptionOption[];
  error: SettingKey | undefined;
  canSave: boolean;
  /** The phone's opt-in after a finished save. */
  optIn: boolean | undefined;
  toggle(brandingId: string, flag: 'OptInMarketing' | 'OptInAccount', on: boolean): void;
  save(): Promise<void>;
  retry(): Promise<void>;
}

/** Runs the flow for one phone (any format; sent as its 10 digits). Starts loading when `active`. */
export function useTextSubscriptions(phone: string, active: boolean): TextSubscriptions {
  const phoneNumber = digitsOnly(phone);
  const [phase, setPhase] = useState<SubscriptionPhase>('loading');
  const [loaded, setLoaded] = useState<SubscriptionOption[]>([]);
  const [form, setForm] = useState<SubscriptionOption[]>([]);
  const [error, setError] = useState<SettingKey | undefined>();
  const [optIn, setOptIn] = useState<boolean | undefined>();

  useEffect(() => {
    if (!active) return;
    let live = true;
    getSubscriptionInfo(phoneNumber).then(
      (answer) => {
        if (!live) return;
        const options = answer.SubscriptionInfo?.Options;
        if (!answer.HasNoErrors || !options) {
          setError(
            answer.Errors?.[0]?.ErrorMessage === NOT_TEXTABLE ? 'textMessages.notTextable' : 'textMessages.loadError',
          );
          return;
        }
        setLoaded(options);
        setForm(options);
        setPhase('ready');
      },
      () => live && setError('textMessages.loadError'),
    );
    return () => {
      live = false;
    };
  }, [active, phoneNumber]);

  const finalize = useCallback(
    async (options: SubscriptionOption[]) => {
      const on = options.some((o) => o.OptInAccount || o.OptInMarketing);
      setPhase('saving');
      try {
        const answer = await updatePersonalInfo({
          Address: null,
          PhoneNumbers: [{ PhoneNumber: phoneNumber, OptInToTexting: on, Primary: true }],
        });
        if (!answer.HasNoErrors) throw new Error('UpdateProfile refused the opt-in');
        setError(undefined);
        setOptIn(on);
        setPhase('done');
      } catch {
        setError('textMessages.finalizeError');
        setPhase('finalizeFailed');
      }
    },
    [phoneNumber],
  );

  const changes = subscriptionChanges(loaded, form);
  const save = async () => {
    if (changes.length === 0) throw new Error('A text-subscription save needs a change');
    setPhase('saving');
    setError(undefined);
    try {
      const answer = await modifySubscriptions({ PhoneNumber: phoneNumber, Options: changes });
      if (!answer.HasNoErrors) {
        const restored = restoreFailedFlags(
          form,
          loaded,
          failedSubscriptionFlags((answer.Errors ?? []).map((e) => e.ErrorMessage)),
        );
        setLoaded(restored);
        setForm(restored);
        setError('textMessages.modifyError');
        setPhase('ready');
        return;
      }
    } catch {
      setForm(loaded);
      setError('textMessages.modifyError');
      setPhase('ready');
      return;
    }
    setLoaded(form);
    await finalize(form);
  };

  return {
    phase,
    loaded,
    form,
    error,
    canSave: phase === 'ready' && changes.length > 0,
    optIn,
    toggle: (id, flag, on) => setForm((all) => all.map((o) => (o.BrandingId === id ? { ...o, [flag]: on } : o))),
    save,
    retry: () => finalize(form),
  };
}

/**
 * The contact-change form's state (accounts spec §4 "Contact change form"): values, touched fields,
 * sending (every control disabled), and the 4-second success or error message; after success the form
 * resets. Messages show once a field is touched, or all of them once Submit was pressed (decision 325).
 */
import {
  contactChangeBody,
  contactChangeErrors,
  emptyContactAddress,
  type ContactAddressForm,
  type ContactChangeForm,
  type ContactErrors,
} from '@schemas/rules/contact-change';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { requestContactChangeMutation } from '@/api/profile/request-contact-change';
import type { ContactChangeRequest } from '@/api/profile/profile-types';
import { useTransientMessage } from '@/ui/use-transient-message';

/** How long 'Request sent' and 'Something went wrong.' stay (spec §9: 4 s). */
export const CONTACT_MESSAGE_MS = 4000;

/** An untouched form. */
export const emptyContactForm: ContactChangeForm = {
  accounts: [],
  changeAddress: false,
  changePhone: false,
  oldAddress: emptyContactAddress,
  newAddress: emptyContactAddress,
  oldPhone: '',
  newPhone: '',
};

/** The old values the borrower has on file, filled in so they are not typed again (decision 326). */
export interface ContactPrefill {
  oldAddress: ContactAddressForm;
  oldPhone: string;
}

const startForm = (prefill: ContactPrefill | undefined): ContactChangeForm =>
  prefill ? { ...emptyContactForm, ...prefill } : emptyContactForm;

/** The form's state and actions. */
export function useContactChangeForm(user: { userName: string; firstName?: string }, prefill?: ContactPrefill) {
  const [form, setForm] = useState<ContactChangeForm>(() => startForm(prefill));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation(requestContactChangeMutation());
  const message = useTransientMessage<'sent' | 'failed'>(CONTACT_MESSAGE_MS);

  // The profile answers after the first render: fill the old values in unless the borrower already typed there.
  const filled = useRef(prefill !== undefined);
  useEffect(() => {
    if (!prefill || filled.current) return;
    filled.current = true;
    setForm((f) => ({
      ...f,
      oldAddress: Object.values(f.oldAddress).some((v) => v !== '') ? f.oldAddress : prefill.oldAddress,
      oldPhone: f.oldPhone === '' ? prefill.oldPhone : f.oldPhone,
    }));
  }, [prefill]);

  const errors: ContactErrors = contactChangeErrors(form);
  const valid = Object.keys(errors).length === 0;
  const untouched = touched.size === 0;
  // The phone pair is one rule: typing either number shows the messages of both.
  const phoneTouched = touched.has('oldPhone') || touched.has('newPhone');
  const isPhone = (path: string) => path === 'oldPhone' || path === 'newPhone' || path === 'phone';
  const show = (path: string) =>
    submitted || touched.has(path) || touched.has(path.split('.')[0] ?? path) || (isPhone(path) && phoneTouched)
      ? errors[path]
      : undefined;

  const update = (next: ContactChangeForm, path: string) => {
    setForm(next);
    setTouched((t) => new Set([...t, path]));
  };
  const touch = (path: string) => setTouched((t) => (t.has(path) ? t : new Set([...t, path])));

  /** Submit pressed while the form cannot be sent: every message shows (the page focuses the first). */
  const refuse = () => setSubmitted(true);

  const submit = async () => {
    if (!valid || send.isPending) return;
    message.hide();
    try {
      await send.mutateAsync(contactChangeBody(form, user) as ContactChangeRequest);
      setForm(startForm(prefill));
      setTouched(new Set());
      setSubmitted(false);
      message.show('sent');
    } catch {
      message.show('failed');
    }
  };

  const sending = send.isPending;
  const outcome = message.value ?? undefined;
  return { form, errors, show, valid, untouched, submitted, sending, outcome, update, touch, refuse, submit };
}

/**
 * Malformed agreement set-up strings (access spec §3 "Agreement", §8 "Agreement set-up errors";
 * docs/decisions/143-agreement-setup-errors.md): each is reported once to the client-error endpoint,
 * where staff find it in the server's client-error log, and screens that list agreements show its text
 * where the agreement would have been, instead of silently leaving it out.
 */
import { agreementSetupErrors, parseAgreementSlots } from '@schemas/settings/agreement-setup';
import type { SettingKey } from '@schemas/settings/generated/setting-key';
import type { SettingsReader } from '@schemas/settings/reader';
import { useEffect, useMemo } from 'react';
import { reportClientError } from '@/api/client-error-reporter';
import { AGREEMENT_SLOT_KEYS } from '@/settings/use-agreements-for';
import { useSettings } from '@/settings/use-settings';

/** One malformed slot: its 1-based number, the catalogue key of its text and what is wrong. */
export interface AgreementSetupError {
  slot: number;
  messageKey: SettingKey;
  detail: string;
}

/** The malformed slots of the institution's agreement settings (empty slots are not errors). */
export function agreementSetupErrorsOf(reader: SettingsReader): AgreementSetupError[] {
  const values = AGREEMENT_SLOT_KEYS.map((key) => reader.text(key));
  return parseAgreementSlots(values).errors.map(({ slot, error, detail }) => ({
    slot,
    messageKey: error === agreementSetupErrors.invalidType ? 'agreements.invalidType' : 'agreements.setupError',
    detail,
  }));
}

/** Reports each error to api/ClientError; the reporter sends an identical report only once per page life. */
export function reportAgreementSetupErrors(reader: SettingsReader, errors: readonly AgreementSetupError[]): void {
  for (const e of errors)
    reportClientError(
      `${reader.text(e.messageKey)} (${AGREEMENT_SLOT_KEYS[e.slot - 1] ?? `slot ${e.slot}`}): ${e.detail}`,
    );
}

/** For screens that list agreements: the errors to show, reported once when they appear. */
export function useAgreementSetupErrors(): AgreementSetupError[] {
  const reader = useSettings();
  const errors = useMemo(() => agreementSetupErrorsOf(reader), [reader]);
  useEffect(() => reportAgreementSetupErrors(reader, errors), [reader, errors]);
  return errors;
}

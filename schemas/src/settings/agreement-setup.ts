/**
 * The agreement set-up string from settings (`agreements.agreement1`..`agreement5`):
 * `url|date|name|triggers`, triggers separated by '-'. Pure; shared by the portal and the sandbox.
 */

/** Trigger names and the WhenToAgree codes they stand for. */
export const agreementTriggerCodes = {
  login: 0,
  registration: 1,
  ach: 2,
  estatements: 3,
  texting: 4,
  ecommunicationreagree: 5,
} as const;

/** A trigger name (when the agreement must be accepted). */
export type AgreementTrigger = keyof typeof agreementTriggerCodes;

/** First host number; a slot's host number is this plus its index. */
export const agreementHostNumberBase = 11337;
/** Number of agreement slots in settings. */
export const agreementSlotCount = 5;

/** The spec's set-up error texts, word for word. */
export const agreementSetupErrors = {
  parameterCount: 'GAC Setup Error: Incorrect number of parameters',
  invalidType: 'Invalid agreement type',
} as const;

/** One agreement defined in settings. */
export interface AgreementSetup {
  Url: string;
  /** Date of the terms as written in settings. */
  Date: string;
  Name: string;
  /** Agreement type sent to the host: 11337 + slot index. */
  HostNum: number;
  /** Trigger codes (0..5). */
  WhenToAgree: number[];
  triggers: AgreementTrigger[];
}

/** Typed result: the agreement or the spec's error text. */
export type AgreementSetupResult =
  | { ok: true; agreement: AgreementSetup }
  | { ok: false; error: (typeof agreementSetupErrors)[keyof typeof agreementSetupErrors]; detail: string };

const isTrigger = (name: string): name is AgreementTrigger =>
  Object.prototype.hasOwnProperty.call(agreementTriggerCodes, name);

/**
 * Parses one set-up string for slot `slotIndex` (0-based; slot 0 is `agreements.agreement1`, host number 11337).
 * Exactly four non-empty parts are required; trigger names are matched ignoring case and spaces.
 */
export function parseAgreementSetup(value: string, slotIndex: number): AgreementSetupResult {
  const parts = value.split('|').map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => p === '')) {
    return {
      ok: false,
      error: agreementSetupErrors.parameterCount,
      detail: `expected url|date|name|triggers, got ${parts.length} part(s) in '${value}'`,
    };
  }
  if (!Number.isInteger(slotIndex) || slotIndex < 0 || slotIndex >= agreementSlotCount) {
    throw new RangeError(`Agreement slot index must be 0..${agreementSlotCount - 1}, got ${slotIndex}`);
  }
  const [Url, date, Name, triggerList] = parts as [string, string, string, string];
  const triggers: AgreementTrigger[] = [];
  for (const raw of triggerList.split('-')) {
    const name = raw.trim().toLowerCase();
    if (!isTrigger(name))
      return { ok: false, error: agreementSetupErrors.invalidType, detail: `unknown trigger '${raw.trim()}'` };
    if (!triggers.includes(name)) triggers.push(name);
  }
  return {
    ok: true,
    agreement: {
      Url,
      Date: date,
      Name,
      HostNum: agreementHostNumberBase + slotIndex,
      WhenToAgree: triggers.map((t) => agreementTriggerCodes[t]),
      triggers,
    },
  };
}

/**
 * Parses all slots; empty slots are skipped (an institution uses as many as it needs).
 * Returns the agreements and, separately, the slots whose string is malformed (slot is 1-based, as in the key).
 */
export function parseAgreementSlots(values: readonly (string | undefined)[]): {
  agreements: AgreementSetup[];
  errors: { slot: number; error: string; detail: string }[];
} {
  const agreements: AgreementSetup[] = [];
  const errors: { slot: number; error: string; detail: string }[] = [];
  values.slice(0, agreementSlotCount).forEach((value, index) => {
    if (value === undefined || value.trim() === '') return;
    const result = parseAgreementSetup(value, index);
    if (result.ok) agreements.push(result.agreement);
    else errors.push({ slot: index + 1, error: result.error, detail: result.detail });
  });
  return { agreements, errors };
}

/** Agreements that apply to one trigger, e.g. all `registration` agreements. */
export function agreementsFor(agreements: readonly AgreementSetup[], trigger: AgreementTrigger): AgreementSetup[] {
  return agreements.filter((a) => a.triggers.includes(trigger));
}

/**
 * Pure rules of the registration screen (access spec §2 "Register screen", §4 "Registration sections",
 * §5 "Registration, personal info"): which sections exist, the account-type preset, the date-of-birth
 * range and the payload. No React, no settings reader: callers pass the flags.
 */
import { todayOf } from '@schemas/rules/calendar';
import { isValidUsDateOfBirth } from '@schemas/rules/date-of-birth';
import { digitsOnly } from '@schemas/rules/masks';
import type { RegistrationPayload } from '@/api/registration/registration-types';

/** The sections, in order. */
export type RegistrationSection = 'personalInfo' | 'emailVerification' | 'security' | 'logonInfo';

/** Flags that decide the sections. */
export interface SectionFlags {
  emailVerification: boolean;
  emailVerified: boolean;
  security: boolean;
}

/** The sections in force now (emailVerification only while the current address is not verified). */
export function registrationSections(f: SectionFlags): RegistrationSection[] {
  return [
    'personalInfo',
    ...(f.emailVerification && !f.emailVerified ? (['emailVerification'] as const) : []),
    ...(f.security ? (['security'] as const) : []),
    'logonInfo',
  ];
}

/** The Security tab exists only when a security field is required (shown), including the secret question. */
export function securityShown(f: {
  placeOfBirth: boolean;
  driversLicense: boolean;
  mothersMaiden: boolean;
  recoverWithoutQuestion: boolean;
}): boolean {
  return f.placeOfBirth || f.driversLicense || f.mothersMaiden || !f.recoverWithoutQuestion;
}

/** With only loan or only deposit registration enabled the type is preset; otherwise the user picks. */
export function accountTypePreset(registerAsLoan: boolean, registerAsDeposit: boolean): 'Loan' | 'Deposit' | undefined {
  if (registerAsLoan && !registerAsDeposit) return 'Loan';
  if (registerAsDeposit && !registerAsLoan) return 'Deposit';
  return undefined;
}

/** Eight digits as MM/DD/YYYY, otherwise an empty value (spec §5). */
export function dateOfBirthForPayload(value: string): string {
  const d = digitsOnly(value);
  return d.length === 8 ? `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}` : '';
}

/** True for a real calendar date, not in the future and within the 110-year past range (date-of-birth.ts). */
export function isValidDateOfBirth(value: string, now: Date): boolean {
  return isValidUsDateOfBirth(dateOfBirthForPayload(value), todayOf(now));
}

/** Everything the form collected. */
export interface RegistrationValues {
  personal: Record<string, unknown>;
  security: Record<string, unknown>;
  logon: Record<string, unknown>;
  /** Host numbers of the registration agreements, with whether each was ticked. */
  agreements: { hostNum: number; agreed: boolean }[];
}

/**
 * One consent per registration agreement shown (spec §3: Agreements, each AgreedTo and AgreementType):
 * agreed when its host number is in the agreement list's value (the accepted ids).
 */
export function agreementConsents(
  agreements: readonly { HostNum: number }[],
  accepted: unknown,
): RegistrationValues['agreements'] {
  const ids = Array.isArray(accepted) ? (accepted as unknown[]) : [];
  return agreements.map((a) => ({ hostNum: a.HostNum, agreed: ids.includes(a.HostNum) }));
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The registration payload (spec §3: every key with its first letter capitalised). */
export function registrationPayload(
  v: RegistrationValues,
  accountType: 'Loan' | 'Deposit' | undefined,
): RegistrationPayload {
  const p = v.personal;
  const logonName = text(v.logon.logonName);
  const payload: RegistrationPayload = {
    Agreements: v.agreements.map((a) => ({ AgreedTo: a.agreed, AgreementType: a.hostNum })),
    UserName: logonName,
    AccountNumber: text(p.accountNumber),
    DateOfBirth: dateOfBirthForPayload(text(p.dateOfBirth)),
    EmailAddress: text(p.emailAddress),
    FirstName: text(p.firstName),
    LastName: text(p.lastName),
    MiddleName: text(p.middleName),
    PhoneNumber: text(p.phoneNumber),
    Ssn: digitsOnly(text(p.ssn)),
    Zip: digitsOnly(text(p.zip)),
    PlaceOfBirth: text(v.security.placeOfBirth),
    DriversLicense: text(v.security.driversLicense),
    MothersMaiden: text(v.security.mothersMaiden),
    SecretQuestion: text(v.security.secretQuestion),
    SecretAnswer: text(v.security.secretAnswer),
    LogonName: logonName,
    Password: String(v.logon.password ?? ''),
    PasswordConfirm: String(v.logon.passwordConfirm ?? ''),
  };
  return accountType ? { ...payload, AccountType: accountType } : payload;
}

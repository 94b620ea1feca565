/**
 * Registration (spec §3 "Registration payload", §5, §8 "Registration errors"; designed path
 * `POST /api/Register/RegisterUser`): the personal details must match a person the lender knows
 * without a login (SSN, account number, last name, and date of birth and zip when sent); the logon
 * and password rules are checked; registration agreements must all be agreed and are recorded.
 */
import type { AppContext } from '../../app-context.ts';
import { agreementsFor } from '../../../schemas/src/settings/agreement-setup.ts';
import { insertAgreementRecords } from '../../store/access/agreements-repo.ts';
import { emailWasVerified } from '../../store/access/one-time-codes-repo.ts';
import { findUnregisteredBySsn, markRegistered } from '../../store/access/unregistered-persons-repo.ts';
import { findAccessUser, insertUser, updateAccessState } from '../../store/access/user-records-repo.ts';
import { hashPassword } from '../../store/password-hash.ts';
import { readAccessConfig, type AccessConfig } from './access-config.ts';
import { agreementRecordFor } from './agreements.ts';
import { sendVerifyEmailLink } from './email-links.ts';
import { hashSecretAnswer } from './login-steps.ts';
import { checkNewPassword, registrationPasswordCodes } from './password-policy.ts';
import { customerIdFor, parseUsDate } from './registration-checks.ts';
import { logonRuleErrors } from '../../../schemas/src/rules/logon-rules.ts';

/** The registration payload as the route reads it. */
export interface RegistrationRequest {
  agreements: { AgreedTo: boolean; AgreementType: number }[];
  accountNumber: string;
  accountType: 'Deposit' | 'Loan' | '';
  dateOfBirth: string;
  emailAddress: string;
  firstName: string;
  lastName: string;
  middleName: string;
  phoneNumber: string;
  ssn: string;
  zip: string;
  secretQuestion: string;
  secretAnswer: string;
  logonName: string;
  password: string;
  ip: string;
}

type Envelope = { HasNoErrors: boolean; Errors: { ErrorMessage: string }[] };
const fail = (code: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });
const ok: Envelope = { HasNoErrors: true, Errors: [] };

/** Expected account-number digits for the chosen type (office + account + check digit unless removed). */
function accountDigits(config: AccessConfig, type: 'Deposit' | 'Loan'): number {
  const o = config.options;
  const check = config.flag('access.removeCheckDigit')
    ? 0
    : type === 'Loan'
      ? o.LoanCheckDigitLength
      : o.DepositCheckDigitLength;
  return type === 'Loan'
    ? o.LoanOfficeLength + o.LoanAccountLength + check
    : o.DepositOfficeLength + o.DepositAccountLength + check;
}

/** The first formal problem of the payload (before any identity match). */
function formalProblem(req: RegistrationRequest, config: AccessConfig, now: Date): string | undefined {
  const accountRequired = !config.flag('access.doNotRequireAccountNumberForRegistration');
  if (!/^\d{9}$/.test(req.ssn)) return 'SSN';
  if (req.dateOfBirth !== '') {
    const dob = parseUsDate(req.dateOfBirth);
    if (!dob || dob.getTime() > now.getTime() || now.getUTCFullYear() - dob.getUTCFullYear() > 110)
      return 'DateOfBirth';
  }
  if (accountRequired || req.accountNumber !== '') {
    const digits = req.accountNumber.replace(/-/g, '');
    const type =
      req.accountType ||
      (config.flag('access.registerAsDepositAccount') && !config.flag('access.registerAsLoanAccount')
        ? 'Deposit'
        : 'Loan');
    if (!/^\d+$/.test(digits) || digits.length !== accountDigits(config, type)) return 'AccountNumberError';
  }
  if (req.logonName.length < config.options.UserNameMinimumLength) return 'UserNameTooShort';
  if (!/^[A-Za-z0-9_.!#$%&'*+/=?^`|~@-]+$/.test(req.logonName)) return 'Invalid';
  const logonProblem = logonRuleErrors(req.logonName, config.logonRules, req.emailAddress)[0];
  if (logonProblem) return logonProblem;
  const needed = agreementsFor(config.agreements, 'registration');
  if (needed.some((a) => !req.agreements.some((g) => g.AgreementType === a.HostNum && g.AgreedTo)))
    return 'MustAgreeToAllError';
  return undefined;
}

/** `POST /api/Register/RegisterUser`. */
export async function registerUser(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: RegistrationRequest,
): Promise<Envelope> {
  const now = ctx.clock();
  const config = await readAccessConfig(ctx);
  if (config.maintenanceMode) return fail('maintenanceModeEnabled');
  const problem = formalProblem(req, config, now);
  if (problem) return fail(problem);
  const passwordProblem = await checkNewPassword(req.password, {
    userName: req.logonName,
    ssn: req.ssn,
    emailAddress: req.emailAddress,
    minimumLength: config.options.PasswordMinimumLength,
    rules: config.passwordRules,
  });
  if (passwordProblem) return fail(registrationPasswordCodes[passwordProblem]);
  if (await findAccessUser(ctx.db, req.logonName)) return fail('LoginNameExists');

  const digits = req.accountNumber.replace(/-/g, '');
  const person = (await findUnregisteredBySsn(ctx.db, req.ssn)).find(
    (p) =>
      p.person.lastName.toLowerCase() === req.lastName.trim().toLowerCase() &&
      (digits === '' || p.accountNumber === digits) &&
      (req.zip === '' || p.person.zipCode === req.zip) &&
      (req.dateOfBirth === '' || p.person.dateOfBirth === parseUsDate(req.dateOfBirth)?.toISOString().slice(0, 10)),
  );
  if (!person) return fail('Invalid');

  const userName = req.logonName.toLowerCase();
  const created = await insertUser(ctx.db, {
    userName,
    displayName: `${person.person.firstName} ${person.person.lastName}`,
    passwordHash: await hashPassword(req.password),
    person: { ...person.person, emailAddress: req.emailAddress.trim() },
    customerId: customerIdFor(person.id),
  });
  if (!created) return fail('LoginNameExists');
  await markRegistered(ctx.db, person.id, userName);
  const verified = await emailWasVerified(ctx.db, req.emailAddress, new Date(now.getTime() - 60 * 60_000));
  await updateAccessState(ctx.db, userName, {
    restricted: person.restricted,
    always_trusted: false,
    email_verified: verified,
    ...(req.secretQuestion && req.secretAnswer
      ? { secret_question: req.secretQuestion.trim(), secret_answer_hash: await hashSecretAnswer(req.secretAnswer) }
      : {}),
  });
  const agreed = config.agreements.filter((a) =>
    req.agreements.some((g) => g.AgreementType === a.HostNum && g.AgreedTo),
  );
  await insertAgreementRecords(
    ctx.db,
    userName,
    agreed.map((a) => agreementRecordFor(a, 1, now, req.ip, digits || null)),
  );
  if (!verified) await sendVerifyEmailLink(ctx, userName, req.emailAddress.trim());
  return person.restricted ? fail('Restricted') : ok;
}

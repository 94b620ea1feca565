/**
 * Opens a logged-in session and builds the login answer (spec §3 "Login response"). Shared by
 * password login, MFA code validation, token (biometric) login, SSO and password reset.
 */
import { NO_HOST_DATE } from '../../../schemas/src/rules/host-format.ts';
import type { AppContext } from '../../app-context.ts';
import { issueToken, newRandomToken } from '../../store/access/access-tokens-repo.ts';
import { agreementRecordsOf } from '../../store/access/agreements-repo.ts';
import type { AccessUser } from '../../store/access/user-records-repo.ts';
import { lastLogin, recordLogin } from '../../store/login-history-repo.ts';
import { createSession } from '../../store/sessions-repo.ts';

/** How long a forced-change token from login stays valid. */
export const CHANGE_PASSWORD_TOKEN_TTL_MS = 30 * 60_000;
/** How long a device's biometric login stays allowed. */
export const BIOMETRIC_TTL_MS = 30 * 24 * 60 * 60_000;

/** The login answer, in the lender API's field names (contract `LoginResponse`). */
export interface LoginResponse {
  IsLoggedIn: boolean;
  UserToken: string;
  BiometricsTokenExpiration: string | null;
  CompanyNumber: number;
  UserName: string;
  EmailAddress: string;
  EmailIsVerified: boolean;
  WebAgreementLogs: { DateOfTerms: string; DateOfAgreement: string }[];
  IsEmailCommunicationRestriced: boolean;
  MustChangePassword: boolean;
  ChangePasswordToken: string | null;
  HasPasswordQuestion: boolean;
  IsTrustedDevice: boolean;
  CustomerID: string;
  TrustedDeviceToken: string | null;
  PersonalName: string;
  ServicingBranch: string;
  LastLoggedInIP: string;
  LastLoggedIn: string;
}

/** What a login answer needs beyond the user. */
export interface LoginAnswerOptions {
  token: string;
  /** False while the session waits for the security code (no session row exists yet). */
  sessionOpen: boolean;
  trusted: boolean;
  trustedDeviceToken?: string | null;
  deviceId?: string;
  ip: string;
  /** How the user got in, kept in the login history. */
  entryKey: string;
}

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** Opens the session (when `sessionOpen`), records the login and answers the login fields. */
export async function loginAnswer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: AccessUser,
  o: LoginAnswerOptions,
): Promise<LoginResponse> {
  const now = ctx.clock();
  const previous = await lastLogin(ctx.db, user.userName);
  let changeToken: string | null = null;
  let biometricsExpiration: string | null = null;
  if (o.sessionOpen) {
    await createSession(ctx.db, { token: o.token, userName: user.userName, at: now });
    await recordLogin(ctx.db, { userName: user.userName, at: now, ip: o.ip, entryKey: o.entryKey });
    if (user.mustChangePassword) {
      changeToken = (
        await issueToken(ctx.db, { kind: 'reset', userName: user.userName, now, ttlMs: CHANGE_PASSWORD_TOKEN_TTL_MS })
      ).token;
    }
    if (o.deviceId) {
      // The device keeps this user token for biometric sign-in (tokenlogin) until the expiry.
      const grant = await issueToken(ctx.db, {
        kind: 'biometric',
        userName: user.userName,
        now,
        ttlMs: BIOMETRIC_TTL_MS,
        data: { deviceId: o.deviceId },
        token: o.token,
      });
      biometricsExpiration = grant.expiresAt?.toISOString() ?? null;
    }
  }
  // Consents only: a withdrawal (e-statements turned off) is not an agreement the user gave.
  const logs = (await agreementRecordsOf(ctx.db, user.userName))
    .filter((r) => !r.withdrawn)
    .map((r) => ({
      DateOfTerms: r.dateOfTerms ?? NO_HOST_DATE,
      DateOfAgreement: isoDate(r.dateOfAgreement),
    }));
  return {
    IsLoggedIn: o.sessionOpen,
    UserToken: o.token,
    BiometricsTokenExpiration: biometricsExpiration,
    CompanyNumber: user.person.companyNumber,
    UserName: user.userName,
    EmailAddress: user.person.emailAddress,
    EmailIsVerified: user.emailVerified,
    WebAgreementLogs: logs,
    IsEmailCommunicationRestriced: user.emailRestricted,
    MustChangePassword: user.mustChangePassword,
    ChangePasswordToken: changeToken,
    HasPasswordQuestion: user.secretQuestion !== null,
    IsTrustedDevice: o.trusted,
    CustomerID: user.customerId,
    TrustedDeviceToken: o.trustedDeviceToken ?? null,
    PersonalName: user.displayName,
    ServicingBranch: user.person.servicingBranch,
    LastLoggedInIP: previous?.ip ?? '',
    LastLoggedIn: previous ? previous.at.toISOString() : '',
  };
}

/** A fresh user token: 256 random bits, hex. */
export const newUserToken = newRandomToken;

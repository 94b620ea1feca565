/**
 * Login (spec §3 "Login response", §8 "Login 403 codes"): check the credentials, open a session
 * with a fresh random user token, report the previous login and record this one.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { verifyPassword } from '../../store/password-hash.ts';

/** What the login call reads from its body. */
export interface LoginRequest {
  username: string;
  password: string;
  /** Caller's address, reported as LastLoggedInIP on the next login. */
  ip: string;
}

/** The login answer, in the lender API's field names. */
export interface LoginResponse {
  IsLoggedIn: true;
  UserToken: string;
  CompanyNumber: number;
  UserName: string;
  PersonalName: string;
  EmailAddress: string;
  EmailIsVerified: boolean;
  MustChangePassword: boolean;
  HasPasswordQuestion: boolean;
  IsTrustedDevice: boolean;
  CustomerID: string;
  ServicingBranch: string;
  LastLoggedInIP: string;
  LastLoggedIn: string;
  WebAgreementLogs: { DateOfTerms: string; DateOfAgreement: string }[];
}

/** 256 random bits, hex: unguessable and safe in a header. */
function newUserToken(): string {
  return randomBytes(32).toString('hex');
}

/** `POST /api/login/userlogin`; bad credentials → 403 `Invalid`. */
export async function userLogin(ctx: Pick<AppContext, 'store' | 'clock'>, request: LoginRequest): Promise<LoginResponse> {
  const user = await ctx.store.users.findByName(request.username);
  if (!(await verifyPassword(request.password, user?.passwordHash)) || !user) throw AppError.forbidden('Invalid');

  const token = newUserToken();
  const now = ctx.clock().toISOString();
  await ctx.store.sessions.create({ token, userName: user.userName, createdAt: now });
  await ctx.store.users.recordLogin(user.userName, { at: now, ip: request.ip });

  return {
    IsLoggedIn: true,
    UserToken: token,
    CompanyNumber: user.companyNumber,
    UserName: user.userName,
    PersonalName: user.personalName,
    EmailAddress: user.emailAddress,
    EmailIsVerified: true,
    MustChangePassword: false,
    HasPasswordQuestion: true,
    IsTrustedDevice: user.trustedDevice,
    CustomerID: user.customerId,
    ServicingBranch: user.servicingBranch,
    LastLoggedInIP: user.lastLoggedInIp,
    LastLoggedIn: user.lastLoggedIn,
    WebAgreementLogs: [],
  };
}

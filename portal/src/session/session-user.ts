/** The session user (access spec §3) and its derivation from the login response. Pure. */
import type { LoginResponse } from '@/api/auth/login-types';

/** The signed-in borrower as the portal keeps it. Never holds the password. */
export interface SessionUser {
  username: string;
  personalName: string;
  lastLoggedInIP: string;
  lastLoggedIn: string;
  servicingBranch: string;
  userToken: string;
  emailAddress: string;
  loggedIn: boolean;
  companyNumber: number;
  /** Derived: the user has a non-empty e-mail address. */
  hasEmailAddress: boolean;
  /** Derived: a personal user is one whose CompanyNumber is 0 (access spec §1). */
  isPersonalUser: boolean;
}

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? '' : String(v).trim());

/** Builds the session user from a login response. */
export function toSessionUser(login: LoginResponse): SessionUser {
  const companyNumber = text(login.CompanyNumber) === '' ? Number.NaN : Number(login.CompanyNumber);
  const emailAddress = text(login.EmailAddress);
  return {
    username: text(login.UserName),
    personalName: text(login.PersonalName),
    lastLoggedInIP: text(login.LastLoggedInIP),
    lastLoggedIn: text(login.LastLoggedIn),
    servicingBranch: text(login.ServicingBranch),
    userToken: text(login.UserToken),
    emailAddress,
    loggedIn: login.IsLoggedIn !== false && text(login.UserToken) !== '',
    companyNumber,
    hasEmailAddress: emailAddress !== '',
    isPersonalUser: companyNumber === 0,
  };
}

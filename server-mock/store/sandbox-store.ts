/**
 * The sandbox's state behind one interface, split per area. The in-memory store implements it
 * now; a PGlite store (a later issue) implements the same interface, so use cases never change.
 * Every method is async because the persistent store will be.
 */
import type { InstitutionOptionsRaw, SettingValues } from '../../schemas/src/settings/types.ts';

/** A borrower who can log in. */
export interface StoredUser {
  userName: string;
  passwordHash: string;
  personalName: string;
  emailAddress: string;
  companyNumber: number;
  customerId: string;
  servicingBranch: string;
  trustedDevice: boolean;
  /** Previous successful login, reported on the next one (ISO date-time). */
  lastLoggedIn: string;
  lastLoggedInIp: string;
}

/** A logged-in session, keyed by its user token. */
export interface StoredSession {
  token: string;
  userName: string;
  createdAt: string;
}

/** The institution the sandbox serves: a sample plus per-instance overrides (test controls, studio). */
export interface InstitutionState {
  sampleId: string;
  /** Setting values laid over the sample's shared set (the shared set wins over english). */
  settingOverrides: SettingValues;
  institutionOverrides: InstitutionOptionsRaw;
  maintenanceMode: boolean;
}

/** Users and their login history. */
export interface UserRepository {
  /** Finds a user by name, ignoring case (the lender's logon names are case-insensitive). */
  findByName(userName: string): Promise<StoredUser | undefined>;
  recordLogin(userName: string, login: { at: string; ip: string }): Promise<void>;
}

/** Sessions created by login and ended by logout. */
export interface SessionRepository {
  create(session: StoredSession): Promise<void>;
  find(token: string): Promise<StoredSession | undefined>;
  /** Ends a session; false when no session had that token. */
  delete(token: string): Promise<boolean>;
}

/** Which institution is served and how it is overridden. */
export interface InstitutionRepository {
  get(): Promise<InstitutionState>;
  update(change: Partial<InstitutionState>): Promise<void>;
}

/** The whole sandbox state. */
export interface SandboxStore {
  users: UserRepository;
  sessions: SessionRepository;
  institution: InstitutionRepository;
  /** Back to the seeded state: scenario users, no sessions, the start sample, no overrides. */
  reset(): Promise<void>;
}

/** Shapes of the login call (access spec §3 "Login response"; the full server shape is not shown there). */

/** Body of POST /api/login/userlogin. */
export interface LoginInput {
  username: string;
  password: string;
  deviceId?: string;
  /** Trusted-device tokens kept on this device, keyed by customer id. */
  trustedDeviceTokens?: Record<string, string>;
}

/** One agreement log entry of the login response. */
export interface WebAgreementLog {
  DateOfTerms: string;
  DateOfAgreement: string;
}

/** Answer of a successful login. Fields the spec lists only in "one reading" are optional. */
export interface LoginResponse {
  IsLoggedIn: boolean;
  UserToken: string;
  BiometricsTokenExpiration?: string | null;
  CompanyNumber: number | string;
  UserName: string;
  EmailAddress?: string | null;
  EmailIsVerified?: boolean;
  WebAgreementLogs?: WebAgreementLog[];
  IsEmailCommunicationRestriced?: boolean;
  MustChangePassword?: boolean;
  ChangePasswordToken?: string | null;
  HasPasswordQuestion?: boolean;
  IsTrustedDevice?: boolean;
  CustomerID?: string | number;
  TrustedDeviceToken?: string | null;
  PersonalName?: string | null;
  ServicingBranch?: string | number | null;
  LastLoggedInIP?: string | null;
  LastLoggedIn?: string | null;
}

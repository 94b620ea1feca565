// GENERATED FILE, do not edit. Form data types of the screens and the screen index.
// Source: schemas/screens/*.json. Regenerate with `npm run gen:screens` after changing a screen file.

/** Submitted form data of screen `activation` (schemas/screens/activation.json); fields a setting can hide or make optional are optional. */
export type ActivationData = {
  password: string;
  confirmPassword: string;
};

/** Submitted form data of screen `agreements` (schemas/screens/agreements.json); fields a setting can hide or make optional are optional. */
export type AgreementsData = {
  agreements?: number[];
};

/** Submitted form data of screen `changePassword` (schemas/screens/changePassword.json); fields a setting can hide or make optional are optional. */
export type ChangePasswordData = {
  password: string;
  confirmPassword: string;
};

/** Submitted form data of screen `forcedPasswordChange` (schemas/screens/forcedPasswordChange.json); fields a setting can hide or make optional are optional. */
export type ForcedPasswordChangeData = {
  password: string;
  confirmPassword: string;
};

/** Submitted form data of screen `loanAddress` (schemas/screens/loanAddress.json); fields a setting can hide or make optional are optional. */
export type LoanAddressData = {
  address1: string;
  city: string;
  state: string;
  zip: string;
};

/** Submitted form data of screen `login` (schemas/screens/login.json); fields a setting can hide or make optional are optional. */
export type LoginData = {
  username: string;
  password: string;
};

/** Submitted form data of screen `messageForm` (schemas/screens/messageForm.json); fields a setting can hide or make optional are optional. */
export type MessageFormData = {
  name?: string;
  email?: string;
  branch?: string;
  subject?: string;
  message?: string;
  captcha?: string;
};

/** Submitted form data of screen `newAch` (schemas/screens/newAch.json); fields a setting can hide or make optional are optional. */
export type NewAchData = {
  ownerName: string;
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber?: string;
  accountType?: string;
};

/** Submitted form data of screen `newCard` (schemas/screens/newCard.json); fields a setting can hide or make optional are optional. */
export type NewCardData = {
  firstName: string;
  lastName: string;
  cardNumber: string;
  expiration: string;
  securityCode: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  zip: string;
  debitCredit?: string;
};

/** Submitted form data of screen `profilePersonalInfo` (schemas/screens/profilePersonalInfo.json); fields a setting can hide or make optional are optional. */
export type ProfilePersonalInfoData = {
  address1: string;
  city: string;
  state: string;
  zip: string;
  phoneNumber1: string;
};

/** Submitted form data of screen `profileUserInfo` (schemas/screens/profileUserInfo.json); fields a setting can hide or make optional are optional. */
export type ProfileUserInfoData = {
  logonName: string;
  emailAddress: string;
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
  secretQuestion?: string;
  secretAnswer?: string;
};

/** Submitted form data of screen `recoveryIdentity` (schemas/screens/recoveryIdentity.json); fields a setting can hide or make optional are optional. */
export type RecoveryIdentityData = {
  emailAddress?: string;
  dateOfBirth?: string;
  zipCode?: string;
  servicingBranch?: string;
};

/** Submitted form data of screen `recoverySecretAnswer` (schemas/screens/recoverySecretAnswer.json); fields a setting can hide or make optional are optional. */
export type RecoverySecretAnswerData = {
  secretAnswer: string;
};

/** Submitted form data of screen `registrationEmailVerification` (schemas/screens/registrationEmailVerification.json); fields a setting can hide or make optional are optional. */
export type RegistrationEmailVerificationData = {
  code: string;
};

/** Submitted form data of screen `registrationLogonInfo` (schemas/screens/registrationLogonInfo.json); fields a setting can hide or make optional are optional. */
export type RegistrationLogonInfoData = {
  logonName: string;
  password: string;
  passwordConfirm?: string;
  agreements?: number[];
};

/** Submitted form data of screen `registrationPersonalInfo` (schemas/screens/registrationPersonalInfo.json); fields a setting can hide or make optional are optional. */
export type RegistrationPersonalInfoData = {
  accountType?: string;
  accountNumber?: string;
  firstName?: string;
  middleName?: string;
  lastName: string;
  emailAddress: string;
  ssn: string;
  dateOfBirth?: string;
  zip?: string;
  phoneNumber?: string;
};

/** Submitted form data of screen `registrationSecurity` (schemas/screens/registrationSecurity.json); fields a setting can hide or make optional are optional. */
export type RegistrationSecurityData = {
  placeOfBirth?: string;
  driversLicense?: string;
  mothersMaiden?: string;
  secretQuestion?: string;
  secretAnswer?: string;
};

/** Submitted form data of screen `secretQuestion` (schemas/screens/secretQuestion.json); fields a setting can hide or make optional are optional. */
export type SecretQuestionData = {
  question: string;
  answer: string;
};

/** Submitted form data of screen `securityCode` (schemas/screens/securityCode.json); fields a setting can hide or make optional are optional. */
export type SecurityCodeData = {
  code: string;
  trustDevice?: boolean;
};

/** Submitted form data of screen `ssnValidation` (schemas/screens/ssnValidation.json); fields a setting can hide or make optional are optional. */
export type SsnValidationData = {
  ssn: string;
};

/** Submitted form data per screen id. */
export type ScreenDataMap = {
  activation: ActivationData;
  agreements: AgreementsData;
  changePassword: ChangePasswordData;
  forcedPasswordChange: ForcedPasswordChangeData;
  loanAddress: LoanAddressData;
  login: LoginData;
  messageForm: MessageFormData;
  newAch: NewAchData;
  newCard: NewCardData;
  profilePersonalInfo: ProfilePersonalInfoData;
  profileUserInfo: ProfileUserInfoData;
  recoveryIdentity: RecoveryIdentityData;
  recoverySecretAnswer: RecoverySecretAnswerData;
  registrationEmailVerification: RegistrationEmailVerificationData;
  registrationLogonInfo: RegistrationLogonInfoData;
  registrationPersonalInfo: RegistrationPersonalInfoData;
  registrationSecurity: RegistrationSecurityData;
  secretQuestion: SecretQuestionData;
  securityCode: SecurityCodeData;
  ssnValidation: SsnValidationData;
};

/** Every screen id (a file `schemas/screens/<id>.json`). */
export type ScreenId = keyof ScreenDataMap;

/** Form data of a screen id; an ad-hoc screen (tests) gets untyped data. */
export type ScreenData<Id extends string> = Id extends ScreenId ? ScreenDataMap[Id] : Record<string, unknown>;

/** Every screen: id → its file under schemas/screens/. */
export const screenIndex: Readonly<Record<ScreenId, { readonly file: string }>> = Object.freeze({
  activation: { file: 'activation.json' },
  agreements: { file: 'agreements.json' },
  changePassword: { file: 'changePassword.json' },
  forcedPasswordChange: { file: 'forcedPasswordChange.json' },
  loanAddress: { file: 'loanAddress.json' },
  login: { file: 'login.json' },
  messageForm: { file: 'messageForm.json' },
  newAch: { file: 'newAch.json' },
  newCard: { file: 'newCard.json' },
  profilePersonalInfo: { file: 'profilePersonalInfo.json' },
  profileUserInfo: { file: 'profileUserInfo.json' },
  recoveryIdentity: { file: 'recoveryIdentity.json' },
  recoverySecretAnswer: { file: 'recoverySecretAnswer.json' },
  registrationEmailVerification: { file: 'registrationEmailVerification.json' },
  registrationLogonInfo: { file: 'registrationLogonInfo.json' },
  registrationPersonalInfo: { file: 'registrationPersonalInfo.json' },
  registrationSecurity: { file: 'registrationSecurity.json' },
  secretQuestion: { file: 'secretQuestion.json' },
  securityCode: { file: 'securityCode.json' },
  ssnValidation: { file: 'ssnValidation.json' },
});

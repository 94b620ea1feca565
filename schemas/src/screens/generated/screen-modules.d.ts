// GENERATED FILE, do not edit. Typed declarations of the screen validator modules.
// Source: schemas/screens/*.json. Regenerate with `npm run gen:screens` after changing a screen file.

declare module 'virtual:screen-validator/activation' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'activation'>;
}

declare module 'virtual:screen-validator/agreements' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'agreements'>;
}

declare module 'virtual:screen-validator/changePassword' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'changePassword'>;
}

declare module 'virtual:screen-validator/forcedPasswordChange' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'forcedPasswordChange'>;
}

declare module 'virtual:screen-validator/loanAddress' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'loanAddress'>;
}

declare module 'virtual:screen-validator/login' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'login'>;
}

declare module 'virtual:screen-validator/messageForm' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'messageForm'>;
}

declare module 'virtual:screen-validator/newAch' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'newAch'>;
}

declare module 'virtual:screen-validator/newCard' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'newCard'>;
}

declare module 'virtual:screen-validator/profilePersonalInfo' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'profilePersonalInfo'>;
}

declare module 'virtual:screen-validator/profileUserInfo' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'profileUserInfo'>;
}

declare module 'virtual:screen-validator/recoveryIdentity' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'recoveryIdentity'>;
}

declare module 'virtual:screen-validator/recoverySecretAnswer' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'recoverySecretAnswer'>;
}

declare module 'virtual:screen-validator/registrationEmailVerification' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'registrationEmailVerification'>;
}

declare module 'virtual:screen-validator/registrationLogonInfo' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'registrationLogonInfo'>;
}

declare module 'virtual:screen-validator/registrationPersonalInfo' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'registrationPersonalInfo'>;
}

declare module 'virtual:screen-validator/registrationSecurity' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'registrationSecurity'>;
}

declare module 'virtual:screen-validator/secretQuestion' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'secretQuestion'>;
}

declare module 'virtual:screen-validator/securityCode' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'securityCode'>;
}

declare module 'virtual:screen-validator/ssnValidation' {
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  export const screen: import('../screen-file').ScreenFile<'ssnValidation'>;
}

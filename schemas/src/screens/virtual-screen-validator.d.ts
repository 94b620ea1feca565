/**
 * Types of the modules `schemas/build/screen-validators-plugin.ts` generates at build time:
 * `import * as loginScreen from 'virtual:screen-validator/login'`.
 */
declare module 'virtual:screen-validator/*' {
  /** The ajv validators of the screen's static schema, compiled at build time (no eval in the browser). */
  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;
  /** The screen file the validators were compiled from; pass its `schema` object unchanged. */
  export const screen: import('./screen-file').ScreenFile;
}

import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// Imported from the file, not the package root: the root also builds a runtime (ajv compiler) validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ScreenFile } from '@schemas/screens/screen-file';

/**
 * A screen as the renderer takes it: `import * as screen from 'virtual:screen-validator/<id>'`. `Id` is the
 * screen id, which types the form data (`ScreenData<Id>`, generated from the screen's JSON Schema).
 */
export interface ScreenModule<Id extends string = string> {
  screen: ScreenFile<Id>;
  validateFns: ValidatorFunctions;
}

const cache = new WeakMap<ScreenModule, ValidatorType>();

/** The precompiled validator of a screen, created once per module (it only looks functions up). */
export function validatorFor<Id extends string>(module: ScreenModule<Id>): ValidatorType {
  const known = cache.get(module);
  if (known) return known;
  const validator: ValidatorType = createPrecompiledValidator(module.validateFns, module.screen.schema as RJSFSchema);
  cache.set(module, validator);
  return validator;
}

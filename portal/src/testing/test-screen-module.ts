import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type { ScreenFile } from '@schemas/screens/screen-file';
import type { ScreenModule } from '@/forms/screen-module';

/**
 * A screen module for component tests of ad-hoc screens: the validator is compiled at test time with the
 * same ajv set-up rjsf uses (tests run in Node, where ajv's code generation is allowed). Production
 * screens come from `virtual:screen-validator/<id>` instead.
 */
export function testScreenModule(screen: ScreenFile): ScreenModule {
  const ajv = createAjvInstance(undefined, undefined, {}, undefined);
  return { screen, validateFns: { [screen.schema.$id]: ajv.compile(screen.schema) } as ScreenModule['validateFns'] };
}

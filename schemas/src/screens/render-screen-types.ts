/**
 * Renders the generated screen types (`npm run gen:screens`): the form data type of each screen from its
 * static JSON Schema, the frozen screen index, and typed declarations of `virtual:screen-validator/<id>`.
 * Pure, so the up-to-date test compares the files on disk with what the generator would write now.
 */
import type { FieldBinding, ScreenFile } from './screen-file.ts';
import type { ScreenSource } from './read-screen-files.ts';

const header = (what: string) =>
  `// GENERATED FILE, do not edit. ${what}\n` +
  '// Source: schemas/screens/*.json. Regenerate with `npm run gen:screens` after changing a screen file.\n';

const scalar: Record<string, string> = { string: 'string', boolean: 'boolean', number: 'number', integer: 'number' };

/** The TypeScript type of one property of the static schema (the subset screen-file.schema.json allows). */
function propertyType(id: string, name: string, prop: Record<string, unknown>): string {
  const type = String(prop.type);
  if (type === 'array') {
    const item = scalar[String((prop.items as { type?: unknown } | undefined)?.type)];
    if (item) return `${item}[]`;
  } else if (scalar[type]) return scalar[type];
  throw new Error(`${id}.json: property '${name}' has a type the generator does not know (${JSON.stringify(prop)})`);
}

/**
 * Present in submitted data: listed in the schema's `required`, or bound `required: true` with no condition
 * that can hide it or lift the requirement (a variant could do either).
 */
function alwaysRequired(screen: ScreenFile, name: string): boolean {
  if (screen.schema.required?.includes(name)) return true;
  const bind: FieldBinding | undefined = screen.bind[name];
  if (!bind || bind.required !== true || bind.hidden !== undefined) return false;
  return !(bind.variants ?? []).some((v) => v.required !== undefined || v.hidden !== undefined);
}

/** `registrationPersonalInfo` → `RegistrationPersonalInfoData`. */
export const dataTypeName = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}Data`;

function dataType({ id, screen }: ScreenSource): string {
  const fields = Object.entries(screen.schema.properties).map(([name, prop]) => {
    const optional = alwaysRequired(screen, name) ? '' : '?';
    return `  ${name}${optional}: ${propertyType(id, name, prop)};`;
  });
  return (
    `/** Submitted form data of screen \`${id}\` (schemas/screens/${id}.json); fields a setting can hide or make optional are optional. */\n` +
    `export type ${dataTypeName(id)} = {\n${fields.join('\n')}\n};\n`
  );
}

/** `screen-data.ts`: a data type per screen, the id → data type map, the screen id union and the frozen index. */
export function renderScreenDataFile(screens: ScreenSource[]): string {
  const map = screens.map((s) => `  ${s.id}: ${dataTypeName(s.id)};`).join('\n');
  const index = screens.map((s) => `  ${s.id}: { file: '${s.file}' },`).join('\n');
  return (
    header('Form data types of the screens and the screen index.') +
    `\n${screens.map(dataType).join('\n')}\n` +
    `/** Submitted form data per screen id. */\nexport type ScreenDataMap = {\n${map}\n};\n\n` +
    '/** Every screen id (a file `schemas/screens/<id>.json`). */\nexport type ScreenId = keyof ScreenDataMap;\n\n' +
    '/** Form data of a screen id; an ad-hoc screen (tests) gets untyped data. */\n' +
    'export type ScreenData<Id extends string> = Id extends ScreenId ? ScreenDataMap[Id] : Record<string, unknown>;\n\n' +
    '/** Every screen: id → its file under schemas/screens/. */\n' +
    `export const screenIndex: Readonly<Record<ScreenId, { readonly file: string }>> = Object.freeze({\n${index}\n});\n`
  );
}

/** `screen-modules.d.ts`: `virtual:screen-validator/<id>` typed by its id, so SchemaForm knows the screen's data. */
export function renderScreenModulesFile(screens: ScreenSource[]): string {
  const modules = screens.map(
    (s) =>
      `declare module 'virtual:screen-validator/${s.id}' {\n` +
      "  export const validateFns: import('@rjsf/validator-ajv8').ValidatorFunctions;\n" +
      `  export const screen: import('../screen-file').ScreenFile<'${s.id}'>;\n}\n`,
  );
  return header('Typed declarations of the screen validator modules.') + `\n${modules.join('\n')}`;
}

/**
 * Reading the settings references a screen file uses: conditions (`setting:` flags, `institution:` booleans,
 * optionally negated) and number sources. Unknown option names fail loudly so a typo is not a silent `false`.
 */
import type { SettingsReader } from '../settings/reader.ts';
import type { SettingKey } from '../settings/generated/setting-key.ts';
import type { Applies, ConditionRef, NumberRef } from './screen-file.ts';

function institutionValue(reader: SettingsReader, name: string): unknown {
  if (!Object.prototype.hasOwnProperty.call(reader.institution, name)) {
    throw new Error(`Screen file refers to unknown institution option '${name}'`);
  }
  return (reader.institution as unknown as Record<string, unknown>)[name];
}

/** The catalogue key after `setting:`; a key the catalogue lacks fails loudly, naming the reference. */
function settingKeyIn(reader: SettingsReader, body: string, ref: string): SettingKey {
  const key = body.slice('setting:'.length);
  if (!reader.has(key)) throw new Error(`Screen file refers to unknown setting '${key}' in '${ref}'`);
  return key;
}

/** Evaluates one condition reference against the settings. */
export function evaluateCondition(reader: SettingsReader, ref: ConditionRef): boolean {
  const negated = ref.startsWith('!');
  const body = negated ? ref.slice(1) : ref;
  let value: boolean;
  if (body.startsWith('setting:')) value = reader.flag(settingKeyIn(reader, body, ref));
  else if (body.startsWith('institution:'))
    value = institutionValue(reader, body.slice('institution:'.length)) === true;
  else throw new Error(`Screen file condition '${ref}' must start with setting: or institution:`);
  return negated ? !value : value;
}

/** True when both `when` (if given) holds and `unless` (if given) does not. */
export function applies(reader: SettingsReader, spec: Applies): boolean {
  if (spec.when !== undefined && !evaluateCondition(reader, spec.when)) return false;
  if (spec.unless !== undefined && evaluateCondition(reader, spec.unless)) return false;
  return true;
}

/** Resolves a number reference. */
export function resolveNumber(reader: SettingsReader, ref: NumberRef): number {
  if (typeof ref === 'number') return ref;
  if (ref.startsWith('setting:')) return reader.number(settingKeyIn(reader, ref, ref));
  if (ref.startsWith('institution:')) return Number(institutionValue(reader, ref.slice('institution:'.length)));
  throw new Error(`Screen file number '${ref}' must be a number or start with setting: or institution:`);
}

/**
 * Binding of choices and variants (docs/decisions/020-screen-files.md, addendum): which binding applies
 * under the current settings, where a choice widget's options come from, and the final texts of an
 * agreement list. Pure, like the binder that calls it.
 */
import { isSafeText } from '../rules/safe-input.ts';
import type { SettingsReader } from '../settings/reader.ts';
import type { SettingKey } from '../settings/generated/setting-key.ts';
import type { AgreementListSpec, FieldBinding, OptionItem, OptionsSpec } from './screen-file.ts';
import { evaluateCondition } from './settings-refs.ts';

/** Runtime option lists a page supplies, by source name. */
export type RuntimeOptions = Readonly<Record<string, readonly OptionItem[]>>;

/** One row of an agreement list with its final texts. */
export interface BoundAgreementRow {
  value: string | number;
  name: string;
  url: string;
  /** Checkbox label ('I agree to the {name}'). */
  label: string;
  /** Shown when the form has errors and this row is not ticked. */
  mustAgree: string;
  /** Shown while the box is locked (click-required or rich-text mode). */
  mustClick: string;
  /** Rich text of the agreement (HTML from settings, sanitized when shown); empty when none. */
  richText: string;
}

/** What the `agreement-list` widget gets in `ui:options.agreementList`. */
export interface BoundAgreementList {
  rows: BoundAgreementRow[];
  requireLinkClick: boolean;
  richTextMode: boolean;
  acceptLabel: string;
  cancelLabel: string;
}

/**
 * The binding in force: the first variant whose `when` holds is merged over the base binding
 * (`messages` per keyword, every other member replaced). Without a matching variant, the base binding.
 */
export function effectiveBinding(bind: FieldBinding, reader: SettingsReader): FieldBinding {
  const { variants, ...base } = bind;
  const variant = variants?.find((v) => evaluateCondition(reader, v.when));
  if (!variant) return base;
  const { when: _when, ...overrides } = variant;
  return { ...base, ...overrides, messages: { ...base.messages, ...overrides.messages } };
}

/** Entries of a list setting usable as choices: trimmed, non-empty, and with `safeText` only allowed characters. */
export function settingChoices(entries: readonly string[], filter?: 'safeText'): string[] {
  return entries.map((e) => e.trim()).filter((e) => e !== '' && (filter !== 'safeText' || isSafeText(e)));
}

/** The choices of an options spec. A runtime source the page did not supply is an error naming it. */
export function resolveChoices(
  spec: OptionsSpec,
  reader: SettingsReader,
  runtime: RuntimeOptions | undefined,
  where: string,
): OptionItem[] {
  if ('setting' in spec)
    return settingChoices(reader.list(spec.setting), spec.filter).map((e) => ({ value: e, label: e }));
  if ('choices' in spec) return spec.choices.map((c) => ({ value: c.value, label: reader.text(c.label) }));
  const list = runtime?.[spec.source];
  if (!list) throw new Error(`${where} needs the runtime options '${spec.source}'`);
  return [...list];
}

/** Final texts and modes of an agreement list. Rich-text mode wins over click-required mode (as in the original). */
export function bindAgreementList(
  spec: AgreementListSpec,
  choices: readonly OptionItem[],
  reader: SettingsReader,
): BoundAgreementList {
  const text = (key: SettingKey, params?: Record<string, string>) => reader.text(key, params);
  const richTextMode = spec.richTextMode !== undefined && evaluateCondition(reader, spec.richTextMode);
  const requireLinkClick =
    !richTextMode && spec.requireLinkClick !== undefined && evaluateCondition(reader, spec.requireLinkClick);
  const rows = choices.map((c): BoundAgreementRow => {
    const name = { name: c.label };
    const richKey = c.slot !== undefined ? spec.richTextKeys?.[c.slot - 1] : undefined;
    return {
      value: c.value,
      name: c.label,
      url: c.url ?? '',
      label: text(spec.checkboxLabel ?? 'forms.agreementLabel', name),
      mustAgree: text(spec.mustAgree ?? 'forms.agreementMustAgree', name),
      mustClick: text(spec.mustClick ?? 'forms.agreementMustClick', name),
      richText: richTextMode && richKey ? reader.richText(richKey) : '',
    };
  });
  return {
    rows,
    requireLinkClick,
    richTextMode,
    acceptLabel: text(spec.accept ?? 'agreements.acceptButton'),
    cancelLabel: text(spec.cancel ?? 'agreements.cancelButton'),
  };
}

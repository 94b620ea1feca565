/**
 * The binder: (screen file, settings reader) → what the renderer needs. The JSON Schema is passed through
 * untouched (its precompiled validator checks the object is the compiled one); everything settings-driven
 * goes into the uiSchema, the declarative rules and the message texts.
 */
import { maskFor } from '../rules/masks.ts';
import type { SettingsReader, TextParams } from '../settings/reader.ts';
import type { SettingKey } from '../settings/generated/setting-key.ts';
import { bindAgreementList, effectiveBinding, resolveChoices, type RuntimeOptions } from './bind-options.ts';
import type { BoundRule } from './rule-interpreter.ts';
import type { FieldBinding, MessageKeyword, OptionItem, ScreenFile, StaticSchema } from './screen-file.ts';
import { applies, evaluateCondition, resolveNumber } from './settings-refs.ts';

/** A visible field, in display order (the error summary and focus-on-error use it). */
export interface BoundField {
  name: string;
  label: string;
  required: boolean;
}

/** An active async server check of one field. */
export interface BoundServerCheck {
  field: string;
  name: string;
  debounceMs: number;
}

/** Field name → keyword → final message text, for errors from the static schema (ajv). */
export type BoundMessages = Record<string, Partial<Record<MessageKeyword, string>>>;

/** What the renderer gets. `schema` is the screen file's own object. */
export interface BoundScreen {
  schema: StaticSchema;
  uiSchema: Record<string, unknown>;
  rules: BoundRule[];
  messages: BoundMessages;
  fields: BoundField[];
  serverChecks: BoundServerCheck[];
  submitLabel: string | undefined;
  errorSummary: boolean;
}

/** Spec section 5: the async password checks are debounced by 500 ms. */
export const DEFAULT_SERVER_CHECK_DEBOUNCE_MS = 500;

const fallbackKeys: Record<MessageKeyword, SettingKey> = {
  required: 'forms.required',
  maxLength: 'forms.tooLong',
  minLength: 'forms.tooShort',
  digits: 'forms.digits',
  pattern: 'forms.invalid',
  type: 'forms.invalid',
  equalTo: 'forms.mismatch',
  allAccepted: 'forms.invalid',
};

/**
 * Binds one screen to the current settings. Pure: same inputs, same output. `runtime` holds the option
 * lists of fields whose `options.source` names them (e.g. the agreements the server says are needed).
 */
export function bindScreen(screen: ScreenFile, reader: SettingsReader, runtime?: RuntimeOptions): BoundScreen {
  const text = (key: SettingKey, params?: TextParams) => reader.text(key, params);
  const optionalText = (key: SettingKey | undefined) => (key ? text(key) || undefined : undefined);
  const order = screen.order ?? Object.keys(screen.schema.properties);
  const uiSchema: Record<string, unknown> = { 'ui:order': [...order, '*'] };
  const rules: BoundRule[] = [];
  const messages: BoundMessages = {};
  const fields: BoundField[] = [];
  const serverChecks: BoundServerCheck[] = [];

  for (const name of order) {
    const declared: FieldBinding | undefined = screen.bind[name];
    if (!declared) throw new Error(`Screen '${screen.schema.$id}': field '${name}' has no binding`);
    const bind = effectiveBinding(declared, reader);
    const label = text(bind.label);
    // Agreement messages name the agreement ('You must agree to the {name}').
    const named: TextParams = bind.agreement ? { name: text(bind.agreement.name) } : {};
    const message = (keyword: MessageKeyword, key: SettingKey | undefined, params: TextParams = {}) =>
      text(key ?? bind.messages?.[keyword] ?? fallbackKeys[keyword], { label, ...named, ...params });

    const where = `Screen '${screen.schema.$id}', field '${name}'`;
    const hide = () => void (uiSchema[name] = { 'ui:widget': 'hidden' });
    if (bind.hidden !== undefined && evaluateCondition(reader, bind.hidden)) {
      hide();
      continue;
    }
    const choices = bind.options ? resolveChoices(bind.options, reader, runtime, where) : undefined;
    // An agreement list with nothing to agree to is not shown (and its all-accepted rule holds trivially).
    if (bind.widget === 'agreement-list' && choices?.length === 0) {
      hide();
      continue;
    }
    const required =
      bind.required === true || (typeof bind.required === 'string' && evaluateCondition(reader, bind.required));
    if (required) rules.push({ field: name, keyword: 'required', message: message('required', undefined) });
    for (const spec of bind.rules ?? []) {
      if (!applies(reader, spec)) continue;
      if ('maxLength' in spec || 'minLength' in spec || 'digits' in spec) {
        const keyword = 'maxLength' in spec ? 'maxLength' : 'minLength' in spec ? 'minLength' : 'digits';
        const limit = resolveNumber(reader, (spec as Record<typeof keyword, number | string>)[keyword]);
        rules.push({ field: name, keyword, limit, message: message(keyword, spec.message, { n: limit }) });
      } else if ('allAccepted' in spec) {
        if (!choices) throw new Error(`${where}: the allAccepted rule needs options`);
        rules.push({
          field: name,
          keyword: 'allAccepted',
          values: choices.map((c) => c.value),
          message: message('allAccepted', spec.message),
        });
      } else if ('pattern' in spec) {
        rules.push({
          field: name,
          keyword: 'pattern',
          pattern: spec.pattern,
          message: message('pattern', spec.message),
        });
      } else {
        rules.push({ field: name, keyword: 'equalTo', other: spec.equalTo, message: message('equalTo', spec.message) });
      }
    }
    messages[name] = staticMessages(screen.schema.properties[name] ?? {}, (k, p) => message(k, undefined, p));
    if (bind.serverCheck && applies(reader, bind.serverCheck)) {
      const debounceMs = bind.serverCheck.debounceMs ?? DEFAULT_SERVER_CHECK_DEBOUNCE_MS;
      serverChecks.push({ field: name, name: bind.serverCheck.name, debounceMs });
    }
    fields.push({ name, label, required });
    uiSchema[name] = fieldUiSchema(bind, label, required, reader, optionalText, choices);
  }
  return {
    schema: screen.schema,
    uiSchema,
    rules,
    messages,
    fields,
    serverChecks,
    submitLabel: optionalText(screen.submit),
    errorSummary: screen.errorSummary ?? true,
  };
}

/** Messages for the keywords the static schema itself checks, with its (widest) limits filled in. */
function staticMessages(
  property: Record<string, unknown>,
  message: (keyword: MessageKeyword, params?: TextParams) => string,
): Partial<Record<MessageKeyword, string>> {
  const out: Partial<Record<MessageKeyword, string>> = { type: message('type'), required: message('required') };
  for (const keyword of ['maxLength', 'minLength', 'pattern'] as const) {
    const value = property[keyword];
    if (value !== undefined) out[keyword] = message(keyword, typeof value === 'number' ? { n: value } : {});
  }
  return out;
}

function fieldUiSchema(
  bind: FieldBinding,
  label: string,
  required: boolean,
  reader: SettingsReader,
  optionalText: (key: SettingKey | undefined) => string | undefined,
  choices: OptionItem[] | undefined,
): Record<string, unknown> {
  const options: Record<string, unknown> = { required };
  if (choices && bind.widget === 'agreement-list')
    options.agreementList = bindAgreementList(bind.agreementList ?? {}, choices, reader);
  else if (choices) {
    options.choices = choices.map((c) => ({ value: c.value, label: c.label }));
    if (bind.options?.emptyLabel) options.emptyLabel = reader.text(bind.options.emptyLabel);
  }
  if (bind.inputMode) options.inputMode = bind.inputMode;
  // rjsf's getInputProps takes the input's type from ui:options.inputType.
  if (bind.inputType) options.inputType = bind.inputType;
  if (bind.blurFilter) options.blurFilter = bind.blurFilter;
  if (bind.mask) {
    const type = bind.mask.accountType ?? 'Loan';
    const o = reader.institution;
    const lengths =
      type === 'Loan'
        ? { office: o.LoanOfficeLength, account: o.LoanAccountLength, checkDigit: o.LoanCheckDigitLength }
        : { office: o.DepositOfficeLength, account: o.DepositAccountLength, checkDigit: o.DepositCheckDigitLength };
    const removeCheckDigit = bind.mask.name === 'accountNumber' && reader.flag('access.removeCheckDigit');
    options.mask = { pattern: maskFor(bind.mask.name, lengths, removeCheckDigit), emit: bind.mask.emit ?? 'formatted' };
  }
  if (bind.agreement) {
    const name = reader.text(bind.agreement.name);
    options.agreement = {
      name,
      url: reader.text(bind.agreement.url),
      requireLinkClick: bind.agreement.requireLinkClick
        ? evaluateCondition(reader, bind.agreement.requireLinkClick)
        : false,
    };
  }
  const widget = bind.widget ?? (bind.mask ? 'masked' : 'text');
  return {
    'ui:title': label,
    ...(widget !== 'text' && { 'ui:widget': widget }),
    ...(optionalText(bind.placeholder) && { 'ui:placeholder': optionalText(bind.placeholder) }),
    ...(optionalText(bind.help) && { 'ui:help': optionalText(bind.help) }),
    ...(bind.autocomplete && { 'ui:autocomplete': bind.autocomplete }),
    'ui:options': options,
  };
}

/**
 * The screen-file format (`schemas/screens/<id>.json`, described in docs/decisions/020-screen-files.md and
 * validated by `schemas/screens/screen-file.schema.json`): a static JSON Schema, compiled at build time,
 * plus per-field bindings to settings that the binder resolves at run time.
 */
import type { MaskName } from '../rules/masks.ts';
import type { SettingKey } from '../settings/generated/setting-key.ts';

/**
 * A condition on settings: `setting:section.name` (a flag) or `institution:OptionName` (a boolean option),
 * optionally negated with a leading `!`.
 */
export type ConditionRef = string;

/** A number, or where to read it: `institution:OptionName` or `setting:section.name` (a number setting). */
export type NumberRef = number | string;

/** When a rule or check applies; both may be given. */
export interface Applies {
  when?: ConditionRef;
  unless?: ConditionRef;
}

/** A declarative rule: exactly one rule keyword, plus its message key and conditions. */
export type RuleSpec = Applies & { message?: SettingKey } & (
    | { maxLength: NumberRef }
    | { minLength: NumberRef }
    | { digits: NumberRef }
    | { pattern: string }
    | { equalTo: string }
    | { allAccepted: true }
  );

/**
 * The rule keywords of the interpreter (`required` comes from the binding's `required`). `allAccepted`:
 * the field's value (an array) holds every value of the field's bound options (an agreement list).
 */
export type RuleKeyword = 'required' | 'maxLength' | 'minLength' | 'digits' | 'pattern' | 'equalTo' | 'allAccepted';

/** Keywords that may carry a message key: rule keywords and the static schema's `type`. */
export type MessageKeyword = RuleKeyword | 'type';

/** A mask: a named mask and whether the form value keeps the mask characters. */
export interface MaskSpec {
  name: MaskName;
  /** Account numbers: which institution lengths to use. */
  accountType?: 'Loan' | 'Deposit';
  /** `digits`: the value holds digits only; `formatted` (default): the value is what the user sees. */
  emit?: 'digits' | 'formatted';
}

/** Portal widgets a field can use (registered as rjsf widgets in `portal/src/forms`). */
export type WidgetName =
  | 'text'
  | 'password'
  | 'password-reveal'
  | 'password-rules'
  | 'masked'
  | 'agreement'
  | 'select'
  | 'agreement-list';

/**
 * Where a choice widget (`select`, `agreement-list`) gets its choices:
 * - `setting`: a list setting, one choice per entry (value = label = the entry, trimmed, empty entries dropped);
 *   `filter: 'safeText'` keeps only entries whose characters are all allowed (spec §5 "Safe-input filter").
 * - `source`: a named runtime list the page supplies (`bindScreen`'s third argument, `<SchemaForm options>`).
 * - `choices`: fixed values with catalogue keys as labels.
 * `emptyLabel`: catalogue key of the select's empty choice.
 */
export type OptionsSpec = { emptyLabel?: SettingKey } & (
  | { setting: SettingKey; filter?: 'safeText' }
  | { source: string }
  | { choices: { value: string; label: SettingKey }[] }
);

/** One runtime choice (e.g. an agreement the server says is needed). `url`/`slot` are used by `agreement-list`. */
export interface OptionItem {
  value: string | number;
  label: string;
  /** Link of an agreement. */
  url?: string;
  /** Settings slot (1..5) of an agreement: its rich text is `richTextKeys[slot - 1]`. */
  slot?: number;
}

/** An agreement list (widget `agreement-list`): one checkbox per option; every text is a catalogue key. */
export interface AgreementListSpec {
  /** Checkbox label, `{name}` = the agreement (default `forms.agreementLabel`). */
  checkboxLabel?: SettingKey;
  /** Per-row message when not ticked (default `forms.agreementMustAgree`). */
  mustAgree?: SettingKey;
  /** Per-row hint while the box is locked (default `forms.agreementMustClick`). */
  mustClick?: SettingKey;
  /** Click-required mode: a box stays disabled until its link was opened. */
  requireLinkClick?: ConditionRef;
  /** Rich-text mode: the name opens a dialog with the agreement's rich text; the box unlocks on Accept. */
  richTextMode?: ConditionRef;
  /** Rich-text keys by slot (index 0 = slot 1). */
  richTextKeys?: SettingKey[];
  /** Dialog buttons (defaults `agreements.acceptButton`, `agreements.cancelButton`). */
  accept?: SettingKey;
  cancel?: SettingKey;
}

/** An async server check: the form debounces, calls the named check and shows its messages as extra errors. */
export interface ServerCheckSpec extends Applies {
  name: string;
  debounceMs?: number;
}

/** An agreement checkbox: its name and link texts, and whether the link must be clicked first. */
export interface AgreementSpec {
  name: SettingKey;
  url: SettingKey;
  requireLinkClick?: ConditionRef;
}

/** Bindings of one field. Every text is a catalogue key; its default lives in the catalogue. */
export interface FieldBinding {
  label: SettingKey;
  placeholder?: SettingKey;
  help?: SettingKey;
  hidden?: ConditionRef;
  /** `true`: required whenever shown; a condition: required when shown and the condition holds. */
  required?: boolean | ConditionRef;
  widget?: WidgetName;
  mask?: MaskSpec;
  autocomplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** `email`: an `<input type="email">` (the messages form's e-mail, accounts spec §5). */
  inputType?: 'email';
  /** `digits`: non-digits are stripped when the field loses focus. */
  blurFilter?: 'digits';
  messages?: Partial<Record<MessageKeyword, SettingKey>>;
  rules?: RuleSpec[];
  serverCheck?: ServerCheckSpec;
  agreement?: AgreementSpec;
  /** Choices of a `select` or `agreement-list`. */
  options?: OptionsSpec;
  /** Texts and modes of an `agreement-list`. */
  agreementList?: AgreementListSpec;
  /** Overrides merged over this binding when their condition holds (first match wins). */
  variants?: FieldVariant[];
}

/**
 * What a variant may override (`effectiveBinding` in bind-options.ts: `messages` merge per keyword, the rest replaces).
 */
export type VariantOverrides = Partial<
  Pick<
    FieldBinding,
    | 'label'
    | 'placeholder'
    | 'help'
    | 'hidden'
    | 'required'
    | 'widget'
    | 'mask'
    | 'autocomplete'
    | 'inputMode'
    | 'messages'
    | 'rules'
    | 'options'
  >
>;

/** A variant of a binding: `when` holds → its overrides apply. */
export type FieldVariant = { when: ConditionRef } & VariantOverrides;

/** The static part: plain JSON Schema, no `format`, no settings-driven values. `$id` is the screen id. */
export interface StaticSchema<Id extends string = string> {
  $id: Id;
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  [keyword: string]: unknown;
}

/**
 * One screen file; `Id` is its screen id (typed for the files of schemas/screens, see generated/screen-modules.d.ts).
 */
export interface ScreenFile<Id extends string = string> {
  $schema?: string;
  description?: string;
  schema: StaticSchema<Id>;
  /** Field order; defaults to the order of `schema.properties`. */
  order?: string[];
  /** Catalogue key of the submit button's label. */
  submit?: SettingKey;
  /** Show the error summary above the form after a failed submit (default true). */
  errorSummary?: boolean;
  bind: Record<string, FieldBinding>;
}

/**
 * The plain editors: flag (a switch), text, number and list. Each is labelled by the key's label,
 * described by its hint and problems, and read-only for viewers.
 */

/** Props every field editor takes. */
export interface FieldProps {
  id: string;
  label: string;
  /** The value's language when the key is edited per language (`lang` of the field, for screen readers). */
  language?: string;
  /** The key's name, for texts that must say which key (an image's alt text). */
  keyName: string;
  value: string;
  onChange(value: string): void;
  readOnly: boolean;
  /** Ids of the hint and problem texts. */
  describedBy?: string;
  invalid: boolean;
}

/** A flag as a switch: 'true' or 'false'. */
export function FlagSwitch({ id, label, value, onChange, readOnly, describedBy }: FieldProps) {
  const on = value.trim().toLowerCase() === 'true';
  return (
    <div className="field field--switch">
      <label htmlFor={id}>{label}</label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={describedBy}
        className="switch"
        disabled={readOnly}
        onClick={() => onChange(on ? 'false' : 'true')}
      >
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__text">{on ? 'On' : 'Off'}</span>
      </button>
    </div>
  );
}

/** A text: never interpreted as HTML by the portal, so any characters are fine. */
export function TextField({ id, label, language, value, onChange, readOnly, describedBy, invalid }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} lang={language}>
        {label}
      </label>
      <textarea
        id={id}
        lang={language}
        rows={value.length > 80 ? 5 : 2}
        value={value}
        readOnly={readOnly}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A number (the portal reads it with Number(); empty means the default). */
export function NumberField({ id, label, value, onChange, readOnly, describedBy, invalid }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        className="field__number"
        value={value}
        readOnly={readOnly}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A list: one item per line (commas also separate items, as the portal reads it). */
export function ListField({ id, label, value, onChange, readOnly, describedBy, invalid }: FieldProps) {
  const items = value.split(/[,\r\n]+/).filter((item) => item.trim() !== '').length;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={6}
        value={value}
        readOnly={readOnly}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="field__hint">
        One item per line; commas also separate items. {items === 1 ? '1 item' : `${items} items`}.
      </p>
    </div>
  );
}

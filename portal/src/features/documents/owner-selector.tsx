/** The account or application selector of a Document Center tab (spec §2): the chosen number's documents follow. */
import { useId } from 'react';

/** Props of {@link OwnerSelector}. */
export interface OwnerSelectorProps {
  label: string;
  numbers: readonly string[];
  value: string;
  onChange: (value: string) => void;
}

/** A labelled select of account or application numbers. */
export function OwnerSelector({ label, numbers, value, onChange }: OwnerSelectorProps) {
  const id = useId();
  return (
    <div className="document-center__selector">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {numbers.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useState } from 'react';

/** Numbers for step values by identity, held by one make-payment page (see {@link useValueKeys}). */
export interface ValueKeys {
  /** The number of `value` (0 for none): a new value object gets a new number. */
  idOf(value: object | undefined): number;
  /** Gives `next` the number of `previous`, so what is keyed by it stays mounted (a value read again). */
  keep(next: object, previous: object): void;
}

/**
 * Later payment steps are keyed by the values of the steps before them ("changing an earlier step resets the later
 * ones", payments §2): a step whose earlier steps changed is mounted afresh, its own state reset too. The numbers
 * belong to the page that asked for them and go with it.
 */
export function useValueKeys(): ValueKeys {
  const [keys] = useState(() => {
    const ids = new WeakMap<object, number>();
    let next = 1;
    const idOf = (value: object | undefined): number => {
      if (!value) return 0;
      let id = ids.get(value);
      if (id === undefined) {
        id = next++;
        ids.set(value, id);
      }
      return id;
    };
    return { idOf, keep: (value: object, previous: object) => void ids.set(value, idOf(previous)) };
  });
  return keys;
}

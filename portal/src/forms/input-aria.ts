/** Ids of a field's help and error elements (rjsf's `<id>__help` / `<id>__error` convention). */
export const helpId = (id: string) => `${id}__help`;
export const errorId = (id: string) => `${id}__error`;

/** Unique, non-empty messages: two keywords failing on one field may give the same text. */
export function uniqueMessages(messages: readonly (string | undefined)[] | undefined): string[] {
  return [...new Set((messages ?? []).filter((m): m is string => !!m))];
}

/**
 * ARIA of an input: described by its error (and help) only when they exist, so no reference dangles;
 * `aria-invalid` while it has errors.
 */
export function inputAria(
  id: string,
  rawErrors: readonly string[] | undefined,
  hasHelp: boolean,
  extraIds: string[] = [],
) {
  const hasErrors = uniqueMessages(rawErrors).length > 0;
  const ids = [...(hasErrors ? [errorId(id)] : []), ...(hasHelp ? [helpId(id)] : []), ...extraIds];
  return {
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
    'aria-invalid': hasErrors ? (true as const) : undefined,
  };
}

/** Alt+N on the edit page (decision 395): which changed key opens next. */
/** The changed key after `current` in catalogue order, wrapping round; null when nothing is changed. */
export function nextChangedKey(
  order: readonly string[],
  changed: ReadonlySet<string>,
  current: string | null,
): string | null {
  const changedInOrder = order.filter((key) => changed.has(key));
  if (changedInOrder.length === 0) return null;
  const at = current === null ? -1 : order.indexOf(current);
  return changedInOrder.find((key) => order.indexOf(key) > at) ?? changedInOrder[0] ?? null;
}

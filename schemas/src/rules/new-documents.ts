/**
 * The client-side 'new' flag of documents (accounts spec §3 "Document"): set when a refreshed list contains
 * a FileId not previously present. The first list of a page marks nothing.
 */

/**
 * The FileIds of `current` that count as new against the previously shown list. `previous` null means
 * this is the first list (nothing is new).
 */
export function newFileIds(previous: ReadonlySet<string> | null, current: readonly { FileId: string }[]): Set<string> {
  if (previous === null) return new Set();
  return new Set(current.map((d) => d.FileId).filter((id) => !previous.has(id)));
}

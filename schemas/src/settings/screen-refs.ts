/**
 * The vocabulary of a catalogue key's `screens` field (decision 125): where a staff member sees the key.
 * - `screen:<id>`: a screen file, `<id>` being its JSON Schema `$id` (the form and its messages);
 * - `route:<id>`: a portal route by its id in the route table (the page, including routes of areas not built yet);
 * - `shell`: the layout around every page (header, footer, menu, dialogs, idle time-out);
 * - `studio`: the settings studio itself.
 * Pure, so the studio can resolve refs and tests can check the catalogue against the real ids.
 */

/** A parsed `screens` entry. */
export type ScreenRef =
  | { kind: 'screen'; id: string }
  | { kind: 'route'; id: string }
  | { kind: 'shell' }
  | { kind: 'studio' };

/** The ids a `screens` entry may name: screen-file `$id`s and route ids. */
export interface ScreenVocabulary {
  screenIds: readonly string[];
  routeIds: readonly string[];
}

/** Parses one entry; undefined when it has none of the four forms. */
export function parseScreenRef(entry: string): ScreenRef | undefined {
  if (entry === 'shell' || entry === 'studio') return { kind: entry };
  const match = /^(screen|route):([A-Za-z][A-Za-z0-9_]*)$/.exec(entry);
  if (!match) return undefined;
  return { kind: match[1] as 'screen' | 'route', id: match[2] ?? '' };
}

/** Formats a ref back to its entry text. */
export function formatScreenRef(ref: ScreenRef): string {
  return ref.kind === 'shell' || ref.kind === 'studio' ? ref.kind : `${ref.kind}:${ref.id}`;
}

/** Problems of one key's `screens` list: unknown forms or ids, duplicates, and an empty list. */
export function checkScreensField(key: string, screens: readonly string[], vocabulary: ScreenVocabulary): string[] {
  if (screens.length === 0) return [`${key}: screens is empty; name at least one screen, route, shell or studio`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of screens) {
    if (seen.has(entry)) problems.push(`${key}: '${entry}' is listed twice`);
    seen.add(entry);
    const ref = parseScreenRef(entry);
    if (!ref) problems.push(`${key}: '${entry}' is not screen:<id>, route:<id>, shell or studio`);
    else if (ref.kind === 'screen' && !vocabulary.screenIds.includes(ref.id))
      problems.push(`${key}: no screen file has $id '${ref.id}'`);
    else if (ref.kind === 'route' && !vocabulary.routeIds.includes(ref.id))
      problems.push(`${key}: no route has id '${ref.id}'`);
  }
  return problems;
}

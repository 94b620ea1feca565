/**
 * Declared keys that nothing reads yet, because the issue that shows them has not landed (decision 125).
 * The list only shrinks: the test fails when a listed key is read (remove it here) and when an unlisted key
 * is read by nothing (read it, or remove it from the catalogue). It must be empty when issue 15 closes.
 * Issues: 10 access gaps, 11 payments part 1, 12 payments part 2, 13 accounts, 14 self-service, 15 studio,
 * 26 a second language.
 */

/** An issue that will read allow-listed keys. */
export type BuildingIssue = 10 | 11 | 12 | 13 | 14 | 15 | 26;

/** A whole section (no `keys`: every key of it is unread) or some keys of one, with the issue that reads them. */
export interface UnreadAllowance {
  section: string;
  keys?: readonly string[];
  issue: BuildingIssue;
  /** What the issue builds that will read them (spec section). */
  why: string;
}

/** The allow-list, by issue. */
export const unreadAllowances: readonly UnreadAllowance[] = [
  {
    section: 'languages',
    keys: ['useSpanishOption'],
    issue: 26,
    why: "The portal's header language switch reads it; the samples already turn it on.",
  },
];

/**
 * Compares the keys nothing reads with the allow-list. Returns one line per problem: an unread key not
 * listed, a listed key that is read (the list must shrink), a listed section or key the catalogue lacks.
 */
export function checkUnreadKeys(
  declared: readonly string[],
  read: ReadonlySet<string>,
  allowances: readonly UnreadAllowance[],
): string[] {
  const declaredSet = new Set(declared);
  const listed = new Map<string, UnreadAllowance>();
  const problems: string[] = [];
  for (const a of allowances) {
    const inSection = declared.filter((k) => k.startsWith(`${a.section}.`));
    if (inSection.length === 0) problems.push(`allow-list: section '${a.section}' is not in the catalogue`);
    if (!a.keys) {
      const nowRead = inSection.filter((k) => read.has(k));
      if (nowRead.length > 0) {
        const still = inSection.filter((k) => !read.has(k)).map((k) => k.slice(a.section.length + 1));
        problems.push(
          `allow-list: section '${a.section}' (issue ${a.issue}) is read now (${nowRead.join(', ')}); list only its unread keys: [${still.join(', ')}]`,
        );
      }
    }
    for (const key of a.keys ? a.keys.map((k) => `${a.section}.${k}`) : inSection) {
      if (a.keys && !declaredSet.has(key)) problems.push(`allow-list: '${key}' is not in the catalogue`);
      else if (a.keys && read.has(key))
        problems.push(`allow-list: '${key}' (issue ${a.issue}) is read now; remove it from the list`);
      listed.set(key, a);
    }
  }
  for (const key of declared) {
    if (!read.has(key) && !listed.has(key))
      problems.push(`'${key}' is declared but read by nothing: read it, or remove it from the catalogue`);
  }
  return problems;
}

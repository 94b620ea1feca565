/**
 * When the e-statements section and its toggle show (accounts spec §4 "E-statements toggle", §6),
 * which years are offered (§2: the current year and the two before; §4: never before year − 3),
 * and which way a statement opens by its provider (docs/decisions/221-e-statements-section.md). Pure.
 */

/** What the toggle rule reads. */
export interface ToggleFacts {
  closed: boolean;
  /** The format the page loaded with. */
  loadedFormat: string | null | undefined;
  /** The format now (after a save in this visit). */
  currentFormat: string | null | undefined;
  /** An agreement the user still has to accept elsewhere (login agreements) blocks the toggle. */
  pendingAgreement: boolean;
  alwaysShow: boolean;
  paperStatementsEnabled: boolean;
}

/** Closed loans hide the whole section unless already electronic-only (spec §4, §6). */
export function showsStatementSection(closed: boolean, format: string | null | undefined): boolean {
  return !closed || format === 'ElectronicOnly';
}

/**
 * The toggle shows only for open loans with no pending agreement, and when always-show is on,
 * paper statements are enabled, the format is not ElectronicOnly, or the format changed in this
 * visit (so a user who just turned it on can still turn it back).
 */
export function showsStatementToggle(f: ToggleFacts): boolean {
  if (f.closed || f.pendingAgreement) return false;
  return (
    f.alwaysShow ||
    f.paperStatementsEnabled ||
    f.currentFormat !== 'ElectronicOnly' ||
    f.currentFormat !== f.loadedFormat
  );
}

/** The statement years: this year and the two before, newest first (spec §2, §9: 3). */
export function statementYears(thisYear: number, count = 3): number[] {
  return Array.from({ length: count }, (_, i) => thisYear - i);
}

/** A year may be loaded only when it is at least this year − 3 (spec §4) and not in the future. */
export function isLoadableStatementYear(year: number, thisYear: number): boolean {
  return Number.isInteger(year) && year >= thisYear - 3 && year <= thisYear;
}

/** How a statement opens: the host's viewer, a Broadridge document, or an outside provider's URL. */
export type StatementOpening = 'view' | 'broadridge' | 'providerUrl' | 'providerUrlAfterNotice';

/** By provider (spec §3 values 0, 1, 3 and 4; the mapping is decision 221). Unknown values use the host's viewer. */
export function statementOpening(provider: number | null | undefined): StatementOpening {
  switch (provider) {
    case 1:
      return 'broadridge';
    case 3:
      return 'providerUrl';
    case 4:
      return 'providerUrlAfterNotice';
    default:
      return 'view';
  }
}

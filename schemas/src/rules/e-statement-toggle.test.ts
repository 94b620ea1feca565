import { describe, expect, it } from 'vitest';
import {
  isLoadableStatementYear,
  showsStatementSection,
  showsStatementToggle,
  statementOpening,
  statementYears,
  type ToggleFacts,
} from './e-statement-toggle';

const open: ToggleFacts = {
  closed: false,
  loadedFormat: 'PaperOnly',
  currentFormat: 'PaperOnly',
  pendingAgreement: false,
  alwaysShow: false,
  paperStatementsEnabled: false,
};

describe('e-statements toggle (accounts spec §4, §6)', () => {
  it('closed loans hide the section unless already electronic-only', () => {
    expect(showsStatementSection(true, 'PaperOnly')).toBe(false);
    expect(showsStatementSection(true, 'ElectronicOnly')).toBe(true);
    expect(showsStatementSection(false, 'PaperOnly')).toBe(true);
  });

  it('shows for an open paper loan; never for a closed loan or with a pending agreement', () => {
    expect(showsStatementToggle(open)).toBe(true);
    expect(showsStatementToggle({ ...open, closed: true, alwaysShow: true })).toBe(false);
    expect(showsStatementToggle({ ...open, pendingAgreement: true, alwaysShow: true })).toBe(false);
  });

  it('an electronic-only loan shows it only with always-show, paper statements, or a change in this visit', () => {
    const electronic = { ...open, loadedFormat: 'ElectronicOnly', currentFormat: 'ElectronicOnly' };
    expect(showsStatementToggle(electronic)).toBe(false);
    expect(showsStatementToggle({ ...electronic, alwaysShow: true })).toBe(true);
    expect(showsStatementToggle({ ...electronic, paperStatementsEnabled: true })).toBe(true);
    expect(showsStatementToggle({ ...electronic, loadedFormat: 'PaperOnly' })).toBe(true);
  });

  it('three years: this one and the two before; loading never before this year − 3', () => {
    expect(statementYears(2026)).toEqual([2026, 2025, 2024]);
    expect(isLoadableStatementYear(2023, 2026)).toBe(true);
    expect(isLoadableStatementYear(2022, 2026)).toBe(false);
    expect(isLoadableStatementYear(2027, 2026)).toBe(false);
  });

  it('providers 0, 1, 3 and 4 each open their way', () => {
    expect([0, 1, 3, 4, undefined].map(statementOpening)).toEqual([
      'view',
      'broadridge',
      'providerUrl',
      'providerUrlAfterNotice',
      'view',
    ]);
  });
});

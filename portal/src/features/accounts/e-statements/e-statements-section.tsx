/**
 * E-statements section (accounts spec §2 "E-statements section", §4, §6, §8): the switch (when its
 * rules allow), the three years and the statements of the chosen one; nothing without
 * `eStatements.useEStatementsOption` (the lender offers no e-statements). Rendered by the loan
 * details page and the deposit details page.
 */
import { useId, useState } from 'react';
import { showsStatementSection, showsStatementToggle, statementYears } from '@schemas/rules/e-statement-toggle';
import { useSettings } from '@/settings/use-settings';
import { LiveMessage } from '@/ui/live-message';
import { StatementList } from './statement-list';
import { StatementToggle } from './statement-toggle';
import './e-statements-section.css';

/** Props of {@link EStatementsSection}. */
export interface EStatementsSectionProps {
  /** The account as the API knows it (with its check digit). */
  accountNumber: string;
  /** The statement format the page loaded (loan: Information.StatementFormat; deposit: StatementPreference). */
  statementFormat: string | null | undefined;
  /** Closed loans hide the section unless already electronic-only, and never show the switch. */
  closed?: boolean;
  /** An agreement still pending for the user hides the switch. */
  pendingAgreement?: boolean;
  /** Level of the section heading (default 2). */
  headingLevel?: 2 | 3;
}

/** The e-statements section; renders nothing without the option or for a closed loan that is not electronic-only. */
export function EStatementsSection({
  accountNumber,
  statementFormat,
  closed = false,
  pendingAgreement = false,
  headingLevel = 2,
}: EStatementsSectionProps) {
  const settings = useSettings();
  const headingId = useId();
  const yearId = useId();
  const years = statementYears(new Date().getFullYear());
  const [year, setYear] = useState(years[0]!);
  const [format, setFormat] = useState(statementFormat ?? 'PaperOnly');
  // How many saves so far: each one is announced, also a second with the same words.
  const [saves, setSaves] = useState(0);
  if (!settings.flag('eStatements.useEStatementsOption') || !showsStatementSection(closed, statementFormat))
    return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const toggle = showsStatementToggle({
    closed,
    pendingAgreement,
    loadedFormat: statementFormat,
    currentFormat: format,
    alwaysShow: settings.flag('eStatements.alwaysShowToggleOption'),
    paperStatementsEnabled: settings.flag('eStatements.usePaperStatementsOption'),
  });

  return (
    <section className="card e-statements" aria-labelledby={headingId}>
      <Heading id={headingId}>{settings.text('eStatements.heading')}</Heading>
      {toggle ? (
        <StatementToggle
          accountNumber={accountNumber}
          format={format}
          onSaved={(next) => {
            setFormat(next);
            setSaves((n) => n + 1);
          }}
        />
      ) : null}
      <LiveMessage
        text={saves > 0 ? settings.text('eStatements.savedText') : ''}
        count={saves}
        className="visually-hidden"
      />
      <div className="e-statements__year">
        <label htmlFor={yearId}>{settings.text('eStatements.yearLabel')}</label>
        <select id={yearId} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <StatementList accountNumber={accountNumber} year={year} />
    </section>
  );
}

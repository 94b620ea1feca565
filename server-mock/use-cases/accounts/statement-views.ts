/** How stored statements appear in API answers (spec §3 E-statement). */
import type { StoredStatement } from '../../store/accounts/statements-repo.ts';
import type { Schemas } from './accounts-context.ts';

/** A statement list entry; Start and End are the period, passed back when viewing. */
export function statementView(s: StoredStatement): Schemas['Statement'] {
  return {
    Date: s.date,
    Id: s.id,
    Number: s.accountNumber,
    Type: s.type,
    Provider: s.provider as 0 | 1 | 3 | 4,
    Start: s.periodStart,
    End: s.periodEnd,
  };
}

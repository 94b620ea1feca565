/**
 * Client error reports (spec §7 `POST api/ClientError`): logged as warnings, scrubbed of
 * token- and card-shaped text and cut to a bounded length, since the text comes from browsers.
 */
import type { AppContext } from '../../app-context.ts';
import { scrubText } from '../../logging/logger.ts';

/** The report the portal posts. */
export interface ClientErrorReport {
  Message: string;
  Stack: string;
  UserAgent: string;
}

const MAX_FIELD = 4000;

/** Logs one report. */
export function reportClientError(ctx: Pick<AppContext, 'logger'>, report: ClientErrorReport): void {
  const clean = (text: string) => scrubText(text).slice(0, MAX_FIELD);
  ctx.logger.warn(
    { clientError: { Message: clean(report.Message), Stack: clean(report.Stack), UserAgent: clean(report.UserAgent) } },
    'client error reported',
  );
}

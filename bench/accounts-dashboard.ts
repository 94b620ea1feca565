/**
 * Figures for the borrower with 50 accounts (`many.accts`): Lighthouse mobile on the
 * dashboard, and the time from a click on an account history column header to the re-sorted table
 * painted, with "All" = 5,000 rows (aim: p95 under 100 ms). The time is taken inside the page:
 * from just before the click to a task after the next animation frame, i.e. after that frame was
 * painted. Headers are clicked in turn (number, string, date columns, both directions).
 */
import { chromium } from 'playwright-core';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { percentile } from './keystroke-latency.ts';
import { lighthouseScores, type PageScores } from './lighthouse-scores.ts';
import { logIn } from './borrower-context.ts';

/** The figures. */
export interface AccountsDashboardFigures {
  lighthouse: PageScores;
  sort: { rows: number; samples: number; p50Ms: number; p95Ms: number; maxMs: number } | { error: string };
}

const COLUMNS = ['Total Payment', 'Description', 'Date', 'Principal Balance', 'Time'];
const CLICKS = 30;

async function sortTimes(baseUrl: string): Promise<AccountsDashboardFigures['sort']> {
  const user = scenarioNamed('many.accts');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, baseUrl, user, 15_000);
    // The busy checking account is the user's first account: the lowest deposit number.
    const links = page.getByRole('region', { name: 'Deposits', exact: true }).getByRole('link');
    await links.first().waitFor();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    await page.goto(`${baseUrl}/${[...hrefs].sort()[0]}`);
    await page.getByRole('radio', { name: 'All' }).check({ force: true });
    const table = page.locator('.history-table table');
    await page.waitForFunction(
      () => Number(document.querySelector('.history-table table')?.getAttribute('aria-rowcount')) > 4000,
      undefined,
      { timeout: 30_000 },
    );
    const rows = Number(await table.getAttribute('aria-rowcount')) - 1;
    const times: number[] = [];
    for (let i = 0; i < CLICKS; i++) {
      const column = COLUMNS[i % COLUMNS.length]!;
      times.push(
        await page.evaluate(async (name) => {
          const button = [...document.querySelectorAll<HTMLButtonElement>('.history-table__sort')].find((b) =>
            b.textContent?.startsWith(name),
          );
          if (!button) throw new Error(`no header ${name}`);
          const start = performance.now();
          button.click();
          await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
          return performance.now() - start;
        }, column),
      );
    }
    const round = (n: number) => Number(n.toFixed(1));
    return {
      rows,
      samples: times.length,
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(Math.max(...times)),
    };
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? 'failed' };
  } finally {
    await browser.close();
  }
}

/** Measures both figures against a running sandbox serving the built portal. */
export async function accountsDashboardFigures(baseUrl: string): Promise<AccountsDashboardFigures> {
  const sort = await sortTimes(baseUrl);
  const { dashboard } = await lighthouseScores(baseUrl, scenarioNamed('many.accts'));
  return { lighthouse: dashboard, sort };
}

/** The figures as rows of the bench table. */
export function accountsDashboardRows(f: AccountsDashboardFigures): [string, string][] {
  const lh = f.lighthouse;
  return [
    [
      'Lighthouse dashboard, 50 accounts (mobile)',
      lh.error ?? `performance ${lh.performance ?? 'n/a'}, accessibility ${lh.accessibility ?? 'n/a'}`,
    ],
    [
      'History header click to re-sorted paint',
      'error' in f.sort
        ? f.sort.error
        : `p95 ${f.sort.p95Ms} ms (p50 ${f.sort.p50Ms}, max ${f.sort.maxMs}; ${f.sort.rows} rows, ${f.sort.samples} clicks)`,
    ],
  ];
}

// `npx tsx bench/accounts-dashboard.ts http://localhost:PORT` measures alone against a running sandbox.
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2]) {
  const figures = await accountsDashboardFigures(process.argv[2]);
  for (const [k, v] of accountsDashboardRows(figures)) console.log(`| ${k} | ${v}`);
  process.exit(0);
}

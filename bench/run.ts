/**
 * `npm run bench` (after a build): prints one table and writes `bench/results/latest.json`.
 * Figures: gzip JS per route (initial and lazy), Lighthouse mobile performance and accessibility
 * for login and dashboard, keystroke-to-next-paint p95 on the largest form, and sandbox requests
 * per second for ApplicationOptions beside a bare Express route, and of the real server process on
 * each store (PGlite; PostgreSQL with one process and WORKERS=2, when `npm run bench` could start
 * PostgreSQL: see bench/store-throughput.ts), the upload of a 10 MB file (bench/upload-throughput.ts), and
 * gateway mode's added latency and ApplicationOptions from memory (bench/gateway.ts).
 * The studio: JS of its first page and edit-to-preview latency (bench/studio-preview.ts).
 * It prints numbers; it is not a test.
 * `BENCH_DIST_DIR=/tmp/dist-x tsx bench/run.ts` measures and serves another build than `dist/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { kb } from '../scripts/bundle-size.ts';
import { CHROMIUM_FLAGS, UNTHROTTLED_FRAME_FLAGS, chromiumPath } from './chromium.ts';
import { cardFormKeystrokeLatencies, CARD_FORM } from './card-form-keystrokes.ts';
import { keystrokeLatencies, LARGEST_FORM, percentile } from './keystroke-latency.ts';
import { lighthouseScores } from './lighthouse-scores.ts';
import { choiceP95s, choiceRowText, paymentInteractionLatencies, workP95s } from './payment-interactions.ts';
import { distDir, measureRouteJs } from './route-js.ts';
import { startBenchSandbox } from './sandbox.ts';
import { storeThroughput } from './store-throughput.ts';
import { gatewayFigures, gatewayRows } from './gateway.ts';
import { bareExpressRps, load } from './throughput.ts';
import { uploadThroughput } from './upload-throughput.ts';
import { colleagueDraftLatencies } from './studio-live.ts';
import { editToPreviewLatencies, studioFirstPageJs } from './studio-preview.ts';
import { accountsDashboardFigures, accountsDashboardRows } from './accounts-dashboard.ts';
import { signedInContext } from './borrower-context.ts';

const basicBorrower = scenarioNamed('basic.user');
// The Loan Account choice needs several loans (bench/payment-step-choices.ts).
const severalLoans = scenarioNamed('many.accts');
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const sandbox = await startBenchSandbox();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });

async function loggedInContext(): Promise<BrowserContext | undefined> {
  try {
    return await signedInContext(browser, sandbox.url, basicBorrower, 10_000);
  } catch (error) {
    console.warn(
      `Login as ${basicBorrower.username} failed, logged-in routes are skipped: ${(error as Error).message.split('\n')[0]}`,
    );
    return undefined;
  }
}

try {
  const loggedIn = await loggedInContext();
  const routes = await measureRouteJs(browser, sandbox.url, distDir, loggedIn);
  await loggedIn?.close();

  const typingPage = await browser.newPage();
  const latencies = await keystrokeLatencies(typingPage, sandbox.url);
  await typingPage.close();
  const cardContext = await loggedInContext();
  const cardLatencies = cardContext ? await cardFormKeystrokeLatencies(await cardContext.newPage(), sandbox.url) : [];
  await cardContext?.close();
  const studioJs = await studioFirstPageJs(browser, sandbox.url, distDir);
  const previewPage = await browser.newPage();
  const previewLatencies = await editToPreviewLatencies(previewPage, sandbox.url);
  await previewPage.close();
  const liveLatencies = await colleagueDraftLatencies(browser, sandbox.url);
  const paymentPage = await browser.newPage();
  const payment = await paymentInteractionLatencies(paymentPage, sandbox.url, basicBorrower, 40, severalLoans);
  await paymentPage.close();
  await browser.close();
  // The same interactions without the wait for the next 60 Hz frame: the page's own cost (chromium.ts).
  const unthrottled = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, ...UNTHROTTLED_FRAME_FLAGS],
  });
  const paymentOwn = await paymentInteractionLatencies(
    await unthrottled.newPage(),
    sandbox.url,
    basicBorrower,
    40,
    severalLoans,
  );
  await unthrottled.close();

  const scores = await lighthouseScores(sandbox.url, basicBorrower);

  const bare = await bareExpressRps(LOAD_SECONDS);
  const options = await load(`${sandbox.url}/api/setup/ApplicationOptions`, LOAD_SECONDS);
  const stores = await storeThroughput(LOAD_SECONDS, process.env.TEST_DATABASE_URL);
  const gateway = await gatewayFigures(LOAD_SECONDS, process.env.TEST_DATABASE_URL);
  const upload = await uploadThroughput(sandbox.url, basicBorrower.username, basicBorrower.password);
  const accounts = await accountsDashboardFigures(sandbox.url);

  const results = {
    date: new Date().toISOString(),
    routes: routes.map((r) => ({
      route: r.route,
      initialGzipBytes: r.initialGzip,
      lazyGzipBytes: r.lazyGzip,
      lazyFiles: r.lazyFiles,
    })),
    lighthouse: scores,
    keystroke: {
      form: LARGEST_FORM,
      samples: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
    },
    cardFormKeystroke: {
      form: CARD_FORM,
      samples: cardLatencies.length,
      p50Ms: percentile(cardLatencies, 50),
      p95Ms: percentile(cardLatencies, 95),
    },
    studio: {
      firstPageGzipBytes: studioJs.gzipBytes,
      firstPageFiles: studioJs.files,
      editToPreview: {
        samples: previewLatencies.length,
        p50Ms: percentile(previewLatencies, 50),
        p95Ms: percentile(previewLatencies, 95),
      },
      colleagueDraftAppears: {
        samples: liveLatencies.length,
        p50Ms: percentile(liveLatencies, 50),
        p95Ms: percentile(liveLatencies, 95),
      },
    },
    payment: {
      amountP95Ms: percentile(payment.amountKeys, 95),
      calendarArrowP95Ms: percentile(payment.calendarKeys, 95),
      choiceP95Ms: choiceP95s(payment.choices),
      // Main-thread work per interaction, dispatch to paint (the 16 ms aim, decision 280).
      workP95Ms: workP95s(payment),
      unthrottled: {
        amountP95Ms: percentile(paymentOwn.amountKeys, 95),
        calendarArrowP95Ms: percentile(paymentOwn.calendarKeys, 95),
        choiceP95Ms: choiceP95s(paymentOwn.choices),
      },
    },
    throughput: {
      seconds: LOAD_SECONDS,
      bareExpressRps: bare.rps,
      applicationOptionsRps: options.rps,
      ratio: Number((options.rps / bare.rps).toFixed(2)),
      errors: bare.errors + options.errors,
    },
    storeThroughput: stores,
    gateway,
    upload,
    accounts,
  };

  const rows: [string, string][] = [
    ...routes.map((r): [string, string] => [
      `JS gzip ${r.route}`,
      `initial ${kb(r.initialGzip)} + lazy ${kb(r.lazyGzip)} = ${kb(r.initialGzip + r.lazyGzip)}`,
    ]),
    [
      'Lighthouse login (mobile)',
      `performance ${scores.login.performance ?? 'n/a'}, accessibility ${scores.login.accessibility ?? 'n/a'}`,
    ],
    [
      'Lighthouse dashboard (mobile)',
      scores.dashboard.error ??
        `performance ${scores.dashboard.performance ?? 'n/a'}, accessibility ${scores.dashboard.accessibility ?? 'n/a'}`,
    ],
    [
      'Lighthouse make payment (mobile)',
      scores.payment.error ??
        `performance ${scores.payment.performance ?? 'n/a'}, accessibility ${scores.payment.accessibility ?? 'n/a'}`,
    ],
    [
      `Keystroke to next paint, ${LARGEST_FORM.path} ${LARGEST_FORM.field}`,
      `p95 ${results.keystroke.p95Ms.toFixed(1)} ms (p50 ${results.keystroke.p50Ms.toFixed(1)} ms, ${latencies.length} keys)`,
    ],
    [
      `Keystroke to next paint, card form ${CARD_FORM.field}`,
      cardLatencies.length
        ? `p95 ${results.cardFormKeystroke.p95Ms.toFixed(1)} ms (p50 ${results.cardFormKeystroke.p50Ms.toFixed(1)} ms, ${cardLatencies.length} keys)`
        : 'not measured: login failed',
    ],
    ['Studio first page JS (gzip, /studio/ signed out)', `${kb(studioJs.gzipBytes)} in ${studioJs.files} files`],
    [
      'Studio edit to preview painted (signed-in editor, keystroke to frame paint)',
      `p95 ${results.studio.editToPreview.p95Ms.toFixed(1)} ms (p50 ${results.studio.editToPreview.p50Ms.toFixed(1)} ms, ${previewLatencies.length} edits)`,
    ],
    [
      "Studio colleague's saved draft appears in another open studio (save call to the value in the field)",
      `p95 ${results.studio.colleagueDraftAppears.p95Ms.toFixed(1)} ms (p50 ${results.studio.colleagueDraftAppears.p50Ms.toFixed(1)} ms, ${liveLatencies.length} saves)`,
    ],
    [
      'Make payment: Payment Amount keystroke / calendar arrow key to paint',
      `p95 ${results.payment.amountP95Ms.toFixed(1)} ms / ${results.payment.calendarArrowP95Ms.toFixed(1)} ms`,
    ],
    [
      'Make payment, same keys without the 60 Hz frame wait',
      `p95 ${results.payment.unthrottled.amountP95Ms.toFixed(1)} ms / ${results.payment.unthrottled.calendarArrowP95Ms.toFixed(1)} ms`,
    ],
    [
      'Make payment: choose account / method / frequency, Make Payment or No to paint',
      choiceRowText(results.payment.choiceP95Ms),
    ],
    ['Make payment, same choices without the 60 Hz frame wait', choiceRowText(results.payment.unthrottled.choiceP95Ms)],
    [
      'Make payment: main-thread work per interaction, key / arrow / account / method / frequency / Make Payment or No (aim 16)',
      `p95 ${Object.values(results.payment.workP95Ms)
        .map((x) => (Number.isNaN(x) ? 'n/a' : x.toFixed(1)))
        .join(' / ')} ms`,
    ],
    ['Bare Express GET /bare', `${bare.rps} req/s`],
    ['Sandbox GET /api/setup/ApplicationOptions', `${options.rps} req/s (ratio to bare ${results.throughput.ratio})`],
    ...stores.map((s): [string, string] => [
      `Server on ${s.store}`,
      `ApplicationOptions ${s.applicationOptionsRps} req/s, signed-in accountList ${s.accountListRps} req/s${s.errors ? `, ${s.errors} errors` : ''}; first answer ${s.firstAnswerMs} ms, ${s.rssMB} MB resident`,
    ]),
    ...gatewayRows(gateway),
    [
      'Upload of a 10 MB file (multipart, stored)',
      `median ${upload.medianMs} ms, ${upload.megabytesPerSecond} MB/s (${upload.uploads} uploads${upload.failures ? `, ${upload.failures} failed` : ''})`,
    ],
    ...accountsDashboardRows(accounts),
    ...(stores.length === 1
      ? [
          ['Server on PostgreSQL', 'not measured: PostgreSQL unavailable (see scripts/ensure-postgres.sh)'] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\n| ${'Figure'.padEnd(width)} | Value`);
  console.log(`|${'-'.repeat(width + 2)}|${'-'.repeat(60)}`);
  for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${v}`);

  const out = join(import.meta.dirname, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWritten ${join(out, 'latest.json')}`);
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}

// Everything above is closed, but Lighthouse's Chrome launcher and the sandbox's asynchronous log
// stream can keep handles open for a long while; the results are written, so the bench ends here.
process.exit(0);

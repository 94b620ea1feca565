/**
 * Collects what must fail a test: console errors, uncaught page errors and CSP violations.
 * The `securitypolicyviolation` listener is injected with `addInitScript` (CDP
 * `Page.addScriptToEvaluateOnNewDocument`), which the page's CSP does not govern, and reports
 * through a CDP binding, so the strict `script-src 'self'` stays untouched.
 */
import type { Page } from '@playwright/test';

/** Problems seen in one test's pages, with a way to expect some (e.g. a deliberate 500). */
export class BrowserProblems {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Marks problems matching `pattern` as expected in this test. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  add(problem: string): void {
    this.seen.push(problem);
  }

  /** Every problem seen, expected or not. */
  all(): readonly string[] {
    return this.seen;
  }

  /** Problems not matched by an `allow` pattern. */
  unexpected(): string[] {
    return this.seen.filter((p) => !this.allowed.some((re) => re.test(p)));
  }

  /** Starts watching a page; call before its first navigation. */
  async watch(page: Page): Promise<void> {
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.add(`console error: ${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (error) => this.add(`page error: ${error.message}`));
    await page.exposeBinding('__e2eReportCspViolation', (_source, text: string) => this.add(`CSP violation: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          const report = (window as unknown as { __e2eReportCspViolation: (t: string) => void })
            .__e2eReportCspViolation;
          report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
        },
        true,
      );
    });
  }
}

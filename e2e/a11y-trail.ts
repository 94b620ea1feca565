/**
 * An accessibility trail for keyboard-only e2e specs: where focus is after each key, and what the live
 * regions said, in order, as a screen-reader tester would note them.
 *
 * Installed with `page.addInitScript` (a MutationObserver and focus listeners in the page, top frame only);
 * nothing is injected into the app's own code and the CSP stays strict (Playwright's init scripts are not
 * page scripts). Read back with `page.evaluate`.
 *
 * Stable API (other branches copy this file; only add to it):
 * - `recordA11yTrail(page)`    before the first `goto`; survives navigations and reloads.
 * - `pressKey(page, key)`      presses a key, waits two frames, records and returns the focused element.
 * - `focusedElement(page)`     the focused element as `role "name"`, or `tag#id` / `tag` when it has no name.
 * - `readTrail(page)`          every event so far (`TrailEvent[]`), oldest first.
 * - `announcements(page)`      the texts live regions announced so far, oldest first.
 * - `clearTrail(page)`         forgets the events so far (the next assertions see only what follows).
 * - `expectFocus(page, want)`  polls until the focused element's description equals / matches `want`.
 * - `expectAnnounced(page, want)` polls until some announcement equals / matches `want`.
 */
import { expect, type Page } from '@playwright/test';

/** One thing the trail noted. `at` is `performance.now()` in the page (ms; restarts with each document). */
export interface TrailEvent {
  at: number;
  /**
   * `key`: a key went down; `focus`: focus moved (focusin, or the check after `pressKey`); `live`: a live region's text
   * changed.
   */
  kind: 'key' | 'focus' | 'live';
  /** The key (`Tab`, `Enter`, ...), the focused element's description, or the live region's new text. */
  text: string;
  /** `live` only: the region itself was inserted already holding this text (screen readers often miss that). */
  insertedFilled?: boolean;
  /** `live` only: `assertive` (role=alert, aria-live=assertive) or `polite`. */
  politeness?: 'polite' | 'assertive';
}

/** The name under which the in-page recorder lives on `window`. */
const GLOBAL = '__a11yTrail';

interface InPageTrail {
  events: TrailEvent[];
  describe(el: Element | null): string;
}

/** Runs inside the page (serialised by Playwright: no closures over this module). */
function installInPage(globalName: string): void {
  if (window !== window.top) return;
  const w = window as unknown as Record<string, unknown>;
  if (w[globalName]) return;
  const events: TrailEvent[] = [];
  const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (ids: string) =>
    clean(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const implicitRole = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'a') return el.hasAttribute('href') ? 'link' : '';
    if (tag === 'select') return (el as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input') {
      const type = (el as HTMLInputElement).type;
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      return 'textbox';
    }
    if (tag === 'dialog') return 'dialog';
    return '';
  };
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return clean([...labels].map((l) => l.textContent).join(' '));
    const role = el.getAttribute('role') ?? implicitRole(el);
    if (['button', 'link', 'heading', 'tab', 'menuitem', 'option', 'gridcell', 'checkbox', 'radio'].includes(role)) {
      const text = clean(el.textContent);
      if (text) return text;
    }
    return clean(el.getAttribute('title') ?? (el as HTMLInputElement).placeholder);
  };
  const describe = (el: Element | null): string => {
    if (!el || el === document.body || el === document.documentElement) return 'body';
    const role = el.getAttribute('role') ?? implicitRole(el);
    const name = nameOf(el);
    if (role && name) return `${role} "${name}"`;
    const tag = el.tagName.toLowerCase();
    return el.id ? `${tag}#${el.id}` : role ? `${role}` : tag;
  };
  const liveRegionOf = (node: Node | null): Element | null => {
    for (let el = node instanceof Element ? node : (node?.parentElement ?? null); el; el = el.parentElement) {
      const live = el.getAttribute('aria-live');
      if (live === 'off') return null;
      if (live || ['status', 'alert', 'log'].includes(el.getAttribute('role') ?? '') || el.tagName === 'OUTPUT')
        return el;
    }
    return null;
  };
  const politenessOf = (el: Element): 'polite' | 'assertive' =>
    el.getAttribute('aria-live') === 'assertive' ||
    (el.getAttribute('role') === 'alert' && el.getAttribute('aria-live') !== 'polite')
      ? 'assertive'
      : 'polite';
  const lastText = new WeakMap<Element, string>();
  const note = (region: Element, insertedFilled: boolean) => {
    const text = clean(region.textContent);
    if (lastText.get(region) === text) return;
    lastText.set(region, text);
    if (text)
      events.push({ at: performance.now(), kind: 'live', text, insertedFilled, politeness: politenessOf(region) });
  };
  const observer = new MutationObserver((records) => {
    const added = new Set<Element>();
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        // Regions inserted in this batch (the node itself or inside it): they arrive holding their text.
        const regions = [node, ...node.querySelectorAll('[role=status],[role=alert],[role=log],[aria-live],output')];
        for (const region of regions) if (liveRegionOf(region) === region) added.add(region);
      }
    }
    const changed = new Set<Element>();
    for (const r of records) {
      const region = liveRegionOf(r.target);
      if (region && !added.has(region)) changed.add(region);
    }
    for (const region of added) note(region, true);
    for (const region of changed) note(region, false);
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  document.addEventListener('keydown', (e) => events.push({ at: performance.now(), kind: 'key', text: e.key }), true);
  document.addEventListener(
    'focusin',
    (e) => events.push({ at: performance.now(), kind: 'focus', text: describe(e.target as Element) }),
    true,
  );
  const trail: InPageTrail = { events, describe };
  w[globalName] = trail;
}

/** Starts recording on `page` (call before the first `goto`; later documents are recorded too). */
export async function recordA11yTrail(page: Page): Promise<void> {
  await page.addInitScript(installInPage, GLOBAL);
  // A page already showing a document records from now on as well.
  if (page.url() !== 'about:blank') await page.evaluate(installInPage, GLOBAL);
}

/**
 * The focused element: `role "accessible name"`, else `tag#id`, else the role or tag; `body` when nothing is focused.
 */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate((name) => {
    const trail = (window as unknown as Record<string, InPageTrail | undefined>)[name];
    if (!trail) throw new Error('a11y trail not installed: call recordA11yTrail(page) before page.goto');
    return trail.describe(document.activeElement);
  }, GLOBAL);
}

/**
 * Presses `key` (Playwright key syntax), lets the page react (two animation frames), records and returns where focus
 * is.
 */
export async function pressKey(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const trail = (window as unknown as Record<string, InPageTrail>)[name]!;
            const text = trail.describe(document.activeElement);
            trail.events.push({ at: performance.now(), kind: 'focus', text });
            resolve(text);
          }),
        ),
      ),
    GLOBAL,
  );
}

/** Every event recorded in the current document so far, oldest first. */
export async function readTrail(page: Page): Promise<TrailEvent[]> {
  return page.evaluate(
    (name) => [...((window as unknown as Record<string, InPageTrail | undefined>)[name]?.events ?? [])],
    GLOBAL,
  );
}

/** What live regions announced so far (texts, oldest first). */
export async function announcements(page: Page): Promise<string[]> {
  return (await readTrail(page)).filter((e) => e.kind === 'live').map((e) => e.text);
}

/** Forgets the events recorded so far. */
export async function clearTrail(page: Page): Promise<void> {
  await page.evaluate((name) => {
    (window as unknown as Record<string, InPageTrail | undefined>)[name]?.events.splice(0);
  }, GLOBAL);
}

/** Waits (expect.poll) until the focused element's description equals `want` (or matches it). */
export async function expectFocus(page: Page, want: string | RegExp, timeout = 5_000): Promise<void> {
  await expect
    .poll(() => focusedElement(page), { message: `focus on ${String(want)}`, timeout })
    .toEqual(typeof want === 'string' ? want : expect.stringMatching(want));
}

/** Waits (expect.poll) until some announcement equals `want` (or matches it); a failure lists what was announced. */
export async function expectAnnounced(page: Page, want: string | RegExp, timeout = 5_000): Promise<void> {
  await expect
    .poll(() => announcements(page), { message: `announced ${String(want)}`, timeout })
    .toContainEqual(typeof want === 'string' ? want : expect.stringMatching(want));
}

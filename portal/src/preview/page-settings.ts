/**
 * The DOM side of click to edit and the change highlight (decision 261): what an element displays, and
 * the index of what the current settings display, built from the settings store.
 */
import { settingDefaults } from 'virtual:settings-defaults';
import { useSettingsStore } from '@/settings/settings-store';
import { buildValueIndex, keysShown, sectionsOfPath, type ShownSetting, type ValueIndex } from './setting-matches';

/** Elements whose text is too long to be one setting are not compared (a page's whole main area). */
const MAX_TEXT = 4000;
const ATTRIBUTES = ['alt', 'placeholder', 'aria-label', 'title'] as const;

/** Visible text of rich-text HTML, parsed in a template: nothing runs, nothing loads, nothing is reported. */
function htmlToText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

function toUrl(value: string): string {
  try {
    return new URL(value, document.baseURI).href;
  } catch {
    return value;
  }
}

/** Index of what every text, rich-text and image setting currently displays. */
export function currentValueIndex(onlyKeys?: ReadonlySet<string>): ValueIndex {
  const { reader } = useSettingsStore.getState();
  const shown: ShownSetting[] = [];
  for (const [key, def] of Object.entries(settingDefaults)) {
    if (onlyKeys && !onlyKeys.has(key)) continue;
    if (def.kind !== 'text' && def.kind !== 'richText' && def.kind !== 'image') continue;
    if (!reader.has(key)) continue;
    const value =
      def.kind === 'image' ? (reader.image(key) ?? '') : def.kind === 'text' ? reader.text(key) : reader.richText(key);
    shown.push({ key, kind: def.kind, value });
  }
  return buildValueIndex(shown, { htmlToText, toUrl });
}

/** What one element displays: its text, then an image's address and the labelling attributes. */
export function shownBy(element: Element): string[] {
  const shown: string[] = [];
  const text = element.textContent ?? '';
  if (text.length <= MAX_TEXT) shown.push(text);
  if (element instanceof HTMLImageElement && element.src) shown.push(element.src);
  for (const name of ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value) shown.push(value);
  }
  return shown;
}

/** Path of the current hash route, e.g. `/home/login`. */
export function currentRoutePath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash === '' ? '/' : hash;
}

/**
 * The innermost element at or above `start` (inside `root`) that shows a setting, with its keys, most
 * specific first: the element's own keys, then those its ancestors add.
 */
export function pickAt(
  start: Element | null,
  root: Element,
  index: ValueIndex,
): { element: Element; keys: string[] } | null {
  const preferred = sectionsOfPath(currentRoutePath());
  let found: { element: Element; keys: string[] } | null = null;
  for (let el = start; el && el !== root && root.contains(el); el = el.parentElement) {
    const keys = keysShown(index, shownBy(el), preferred);
    if (keys.length === 0) continue;
    if (!found) found = { element: el, keys };
    else for (const key of keys) if (!found.keys.includes(key)) found.keys.push(key);
  }
  return found;
}

/** The innermost elements inside `root` that show any indexed setting (wrappers of a match are skipped). */
export function elementsShowing(root: Element, index: ValueIndex): Element[] {
  const matches: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    if (keysShown(index, shownBy(el)).length > 0) matches.push(el);
  }
  return matches.filter((el) => !matches.some((other) => other !== el && el.contains(other)));
}

/**
 * Which settings an element shows (decision 261): click to edit and the change highlight compare what an
 * element displays (its text, an image address, alt, placeholder, aria-label) with the current value of
 * every text, rich-text and image setting. Pure: the DOM side hands in strings, so the rules are tested
 * without a browser. Flags, numbers and lists are never matched: 'true' or '3' on a page says nothing
 * about which key put it there.
 */
import type { SettingKind } from '@schemas/settings/types';

/** One setting as the page currently shows it. */
export interface ShownSetting {
  key: string;
  kind: SettingKind;
  /** Resolved value (the institution's, else the catalogue default). */
  value: string;
}

/** Lookup from a displayed string to the keys whose value it is. */
export interface ValueIndex {
  exact: ReadonlyMap<string, readonly string[]>;
  /** Texts with `{name}` placeholders match whatever fills them. */
  patterns: readonly { re: RegExp; key: string }[];
}

/** How the DOM side turns values into what the page displays. */
export interface ValueViews {
  /** Visible text of rich-text HTML (parsed inertly, never inserted). */
  htmlToText(html: string): string;
  /** Absolute address of an image value, as `img.src` reports it. */
  toUrl(value: string): string;
}

/** Collapses white space the way rendering does, so a value and its painted text compare equal. */
export function normalizeShown(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const placeholder = /\{[A-Za-z0-9_]*\}/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function shownForm(setting: ShownSetting, views: ValueViews): string | undefined {
  if (setting.kind === 'text') return normalizeShown(setting.value);
  if (setting.kind === 'richText') return normalizeShown(views.htmlToText(setting.value));
  if (setting.kind === 'image') return setting.value.trim() === '' ? undefined : views.toUrl(setting.value.trim());
  return undefined;
}

/** Indexes the displayable settings by what they display. */
export function buildValueIndex(settings: readonly ShownSetting[], views: ValueViews): ValueIndex {
  const exact = new Map<string, string[]>();
  const patterns: { re: RegExp; key: string }[] = [];
  for (const setting of settings) {
    const shown = shownForm(setting, views);
    if (shown === undefined || shown === '') continue;
    exact.set(shown, [...(exact.get(shown) ?? []), setting.key]);
    if (setting.kind === 'text' && placeholder.test(shown)) {
      placeholder.lastIndex = 0;
      const parts = shown.split(placeholder).map(escapeRe);
      // A template made of placeholders only ('{name}') would match any text: skip it.
      if (parts.join('') !== '') patterns.push({ re: new RegExp(`^${parts.join('.+?')}$`), key: setting.key });
    }
    placeholder.lastIndex = 0;
  }
  return { exact, patterns };
}

/**
 * Keys whose value one element shows, given its displayed strings (text first, then attributes).
 * Keys of a section named like the current route (`preferred` segments: `login` on /home/login prefers
 * `loginPage.*` and `login.*`) come first,
 * then exact matches before template matches.
 */
export function keysShown(index: ValueIndex, shown: readonly string[], preferred: readonly string[] = []): string[] {
  const found: string[] = [];
  const add = (key: string) => {
    if (!found.includes(key)) found.push(key);
  };
  for (const raw of shown) {
    const text = normalizeShown(raw);
    if (text === '') continue;
    for (const key of index.exact.get(text) ?? []) add(key);
  }
  for (const raw of shown) {
    const text = normalizeShown(raw);
    if (text === '') continue;
    for (const { re, key } of index.patterns) if (re.test(text)) add(key);
  }
  const rank = (key: string) => {
    const section = key.split('.')[0] ?? '';
    return preferred.some((p) => section.startsWith(p)) ? 0 : 1;
  };
  return found
    .map((key, i) => ({ key, i }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.i - b.i)
    .map((e) => e.key);
}

/** Sections worth preferring on a route: its path segments (`/home/login` → home, login). */
export function sectionsOfPath(path: string): string[] {
  return path.split(/[/?#]/).filter((part) => part !== '');
}

/**
 * Bulk work on settings (decisions 371, 372): a reset of keys to the catalogue defaults, and find and
 * replace across every text in English and the catalogue's other languages. The plan and the matches are
 * read from the live values; the change itself lands in a change request (a new one or an unpublished one,
 * in one transaction with its keys), never in what borrowers see. Every value is checked and rich text
 * sanitized as a single save's is; one refused key refuses the whole change.
 */
import { catalogue, catalogueSections, isSettingKey } from '../../../schemas/src/settings/catalogue.ts';
import { languageKey, splitLanguageKey, TRANSLATED_KINDS } from '../../../schemas/src/settings/languages.ts';
import { listLanguages, readLanguage } from '../../../schemas/src/settings/read-translations.ts';
import type { SettingValues } from '../../../schemas/src/settings/types.ts';
import type { BulkChangeBody, BulkFound, BulkResetPlan, TextMatch } from '../../../schemas/src/studio/bulk-changes.ts';
import type { StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { insertChangeRequest, listEntries, writeEntry } from '../../store/studio/change-requests-repo.ts';
import { entryChanged, requestOr404, requireEditable } from './change-requests.ts';
import { checkValue, storedValue } from './save-draft.ts';
import { publishedNow } from './studio-state.ts';
import { findInText, replaceInText } from './text-matches.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock' | 'production'>;

/** Per catalogue language besides English, its default texts (`schemas/settings/<language>/`). */
const languageTexts = new Map(listLanguages().map((language) => [language, readLanguage(language)]));

/** Every catalogue key in catalogue order, the order plans and matches are listed in. */
const catalogueOrder = catalogueSections.flatMap((section) => Object.keys(section.keys));

const refuse = (key: string, message: string): never => {
  throw studioError(422, `${key}: ${message}.`, { problems: [{ key, message }] });
};

/** The stored keys of a catalogue key: itself, and for a text its key in each catalogue language. */
function storedKeysOf(key: string): string[] {
  if (!isSettingKey(key) || !TRANSLATED_KINDS.has(catalogue[key].kind)) return [key];
  return [key, ...[...languageTexts.keys()].map((language) => languageKey(key, language))];
}

/** The catalogue default of a stored key: the English default, or the language's text ('' when it has none). */
function defaultOf(stored: string): string {
  const { key, language } = splitLanguageKey(stored);
  if (!isSettingKey(key)) return '';
  return language === 'en' ? catalogue[key].default : (languageTexts.get(language)?.[key]?.text ?? '');
}

/** What applies for a stored key: the lender's value when set, else the catalogue default (decision 372). */
function valueInEffect(settings: SettingValues, stored: string): string {
  const own = settings[stored];
  return own !== undefined && own.trim() !== '' ? own : defaultOf(stored);
}

function isRich(stored: string): boolean {
  const { key } = splitLanguageKey(stored);
  return isSettingKey(key) && catalogue[key].kind === 'richText';
}

/** `POST /studio/api/bulk/reset-plan`: the stored keys of `keys` whose live value is set and is not the default. */
export async function resetPlan(ctx: Ctx, keys: string[]): Promise<BulkResetPlan> {
  for (const key of keys) if (!isSettingKey(key)) refuse(key, 'not a key of the settings catalogue');
  const { settings } = await publishedNow(ctx);
  const wanted = new Set(keys);
  const changes = catalogueOrder
    .filter((key) => wanted.has(key))
    .flatMap(storedKeysOf)
    .map((key) => ({ key, current: settings[key] ?? '', value: defaultOf(key) }))
    .filter((change) => change.current.trim() !== '' && change.current !== change.value);
  return { changes };
}

/** `POST /studio/api/bulk/find`: every text value, in every language, where a borrower reads `find`. */
export async function findTexts(ctx: Ctx, find: string): Promise<BulkFound> {
  if (find.trim() === '') refuse('find', 'Type the text to find');
  const { settings } = await publishedNow(ctx);
  const matches: TextMatch[] = [];
  for (const key of catalogueOrder) {
    if (!isSettingKey(key) || !TRANSLATED_KINDS.has(catalogue[key].kind)) continue;
    for (const stored of storedKeysOf(key)) {
      const found = findInText(valueInEffect(settings, stored), isRich(stored), find);
      if (found.ranges.length > 0) matches.push({ key: stored, language: splitLanguageKey(stored).language, ...found });
    }
  }
  return { matches };
}

/** One key a bulk change wrote, with its value before (the request's, else the live one) and after. */
export interface BulkWritten {
  key: string;
  oldValue: string;
  newValue: string;
}

/** What a bulk change did. */
export interface BulkApplied {
  requestId: number;
  opened: boolean;
  written: BulkWritten[];
}

/** The new value of a stored key under the operation, or a 422 naming the key. */
function newValueOf(operation: BulkChangeBody['operation'], stored: string, current: string): string {
  const { key, language } = splitLanguageKey(stored);
  if (!isSettingKey(key) || (language !== 'en' && !languageTexts.has(language)))
    return refuse(stored, 'not a key of the settings catalogue');
  if (operation.kind === 'reset') return defaultOf(stored);
  if (!TRANSLATED_KINDS.has(catalogue[key].kind)) return refuse(stored, 'not a text');
  return (
    replaceInText(current, isRich(stored), operation.find, operation.replace) ??
    refuse(stored, `holds no "${operation.find}" to replace any more`)
  );
}

/** `POST /studio/api/change-requests/bulk`: writes every key of the operation into the target request. */
export async function applyBulkChange(ctx: Ctx, user: StaffUser, body: BulkChangeBody): Promise<BulkApplied> {
  const { target, operation } = body;
  if (operation.kind === 'replace' && operation.find.trim() === '') refuse('find', 'Type the text to find');
  const keys = [...new Set(operation.keys)];
  if (keys.length === 0) refuse('keys', 'Choose at least one key');
  const at = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const opened = 'title' in target;
    const request = opened
      ? await insertChangeRequest(tx, { title: target.title, author: user.userName, at })
      : await requestOr404(tx, target.requestId, true);
    requireEditable(request);
    const entries = new Map(
      (await listEntries(tx, [request.id])).filter((e) => e.scope === 'setting').map((e) => [e.key, e]),
    );
    const { settings } = await publishedNow(ctx, tx);
    const written: BulkWritten[] = [];
    for (const key of keys) {
      const entry = entries.get(key);
      const before = entry?.value ?? valueInEffect(settings, key);
      const value = newValueOf(operation, key, before);
      checkValue('setting', key, value, ctx.production);
      const newValue = storedValue('setting', key, value);
      const saved = await writeEntry(tx, {
        requestId: request.id,
        scope: 'setting',
        key,
        value: newValue,
        base: settings[key] ?? '',
        expected: entry?.revision ?? 0,
        updatedBy: user.userName,
        updatedAt: at,
      });
      // The request's row is locked, and every save locks it first: nobody can have saved in between.
      if (!saved) throw studioError(409, `${key} changed in change request ${request.id} meanwhile; try again.`);
      written.push({ key, oldValue: before, newValue });
    }
    await entryChanged(tx, request, at);
    return { requestId: request.id, opened, written };
  });
}

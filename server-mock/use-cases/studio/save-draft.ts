/**
 * Saving and dropping draft values, key by key, with optimistic concurrency (decision 252): the
 * editor sends the revision they loaded; if someone saved the key since, the answer is a 412
 * `DraftConflict` with both values, and nothing is overwritten. Rich text is sanitized here, when
 * saved, so the store never holds hostile markup.
 */
import { catalogue, isSettingKey } from '../../../schemas/src/settings/catalogue.ts';
import { splitLanguageKey } from '../../../schemas/src/settings/languages.ts';
import type { DraftConflict, DraftEntry, DraftSaved } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { draftEtag, findDraft, removeDraft, writeDraft, type DraftScope } from '../../store/studio/drafts-repo.ts';
import { isStudioOption, optionValueProblem, settingValueProblem } from './draft-value-rules.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import { publishedNow } from './studio-state.ts';

type Ctx = Pick<AppContext, 'db' | 'samples' | 'clock' | 'production'>;

/** One draft change as a route reads it. */
export interface DraftChange {
  scope: DraftScope;
  key: string;
  /** The revision in If-Match. */
  expected: number;
  userName: string;
}

/** The value stored for a key: rich text sanitized (in every language), everything else as typed. */
export function storedValue(scope: DraftScope, stored: string, value: string): string {
  const { key } = splitLanguageKey(stored);
  return scope === 'setting' && isSettingKey(key) && catalogue[key].kind === 'richText'
    ? sanitizeRichText(value)
    : value;
}

/** 422 with the problem at its key when the value may not be saved. */
export function checkValue(scope: DraftScope, key: string, value: string, production: boolean): void {
  // http web addresses are for the sandbox's own test pages; production serves https only (decision 288).
  const problem = scope === 'setting' ? settingValueProblem(key, value, !production) : optionValueProblem(key, value);
  if (problem) throw studioError(422, `${key}: ${problem}`, { problems: [{ key, message: problem }] });
}

/** The 412 answer: what they tried and what is there now (the published value when the draft went). */
async function conflict(ctx: Ctx, change: DraftChange, yours: string): Promise<never> {
  const current = await findDraft(ctx.db, change.scope, change.key);
  let theirs: DraftEntry | undefined = current;
  if (!theirs) {
    const published = await publishedNow(ctx);
    const values = change.scope === 'setting' ? published.settings : published.institutionOptions;
    theirs = {
      value: String(values[change.key] ?? ''),
      revision: 0,
      updatedBy: published.publishedBy,
      updatedAt: published.publishedAt,
    };
  }
  const body: Omit<DraftConflict, 'message'> = { key: change.key, yours, theirs };
  throw studioError(
    412,
    `${theirs.updatedBy} changed ${change.key} after you loaded it; choose which value to keep.`,
    body,
  );
}

/** `PUT /studio/api/draft/...`: saves a value over the published one. */
export async function saveDraft(ctx: Ctx, change: DraftChange, value: string): Promise<DraftSaved> {
  checkValue(change.scope, change.key, value, ctx.production);
  const stored = storedValue(change.scope, change.key, value);
  const written = await writeDraft(ctx.db, {
    ...change,
    value: stored,
    updatedBy: change.userName,
    updatedAt: ctx.clock(),
  });
  if (!written) return conflict(ctx, change, value);
  const entry = await findDraft(ctx.db, change.scope, change.key);
  return { key: change.key, entry: entry ?? null, storedValue: stored, draftEtag: await draftEtag(ctx.db) };
}

/** `DELETE /studio/api/draft/...`: the key back to its published value. */
export async function dropDraft(ctx: Ctx, change: DraftChange): Promise<DraftSaved> {
  const known =
    change.scope === 'setting'
      ? settingValueProblem(change.key, '', !ctx.production) === undefined
      : isStudioOption(change.key);
  if (!known) {
    throw studioError(
      404,
      `There is no ${change.scope === 'setting' ? 'setting' : 'institution option'} ${change.key}.`,
    );
  }
  if (!(await removeDraft(ctx.db, change.scope, change.key, change.expected))) return conflict(ctx, change, '');
  const published = await publishedNow(ctx);
  const values = change.scope === 'setting' ? published.settings : published.institutionOptions;
  return {
    key: change.key,
    entry: null,
    storedValue: String(values[change.key] ?? ''),
    draftEtag: await draftEtag(ctx.db),
  };
}

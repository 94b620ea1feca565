/**
 * What the studio shows: the published version (effective values: the sample's sets with the published
 * overrides over them, as the portal reads them) and the draft entries over it, with the draft etag and the config.
 */
import type { InstitutionOptionsRaw, SettingValues } from '../../../schemas/src/settings/types.ts';
import type { StudioState } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../store/database.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { languageKey, languageSets } from '../../../schemas/src/settings/languages.ts';
import { composeLanguageSet, composeSettingSets, ownSettingValues } from '../setup/compose-setting-sets.ts';
import { listApprovals } from '../../store/studio/approvals-repo.ts';
import { draftEtag, listDrafts, readFourEyes } from '../../store/studio/drafts-repo.ts';
import { findVersion, listVersions, type VersionSnapshot } from '../../store/studio/versions-repo.ts';

type Ctx = Pick<AppContext, 'db' | 'samples'>;

/**
 * The effective values of a snapshot: the sample's shared and english sets with the overrides over them, and each
 * catalogue language's values under `section.name@<language>` (decision 370) as its set composes them.
 */
export function effectiveValues(
  ctx: Pick<AppContext, 'samples'>,
  snapshot: VersionSnapshot,
): { settings: SettingValues; institutionOptions: InstitutionOptionsRaw } {
  const sample = ctx.samples.load(snapshot.sampleId);
  return {
    settings: {
      ...ownSettingValues(composeSettingSets(sample.gassySettings, snapshot.settingOverrides)),
      ...Object.fromEntries(
        Object.keys(languageSets).flatMap((language) =>
          Object.entries(composeLanguageSet(language, sample.gassySettings, snapshot.settingOverrides)).map(
            ([key, value]) => [languageKey(key, language), value],
          ),
        ),
      ),
    },
    institutionOptions: { ...sample.institutionOptions, ...snapshot.institutionOverrides },
  };
}

/** The published version the portal serves, with its effective values. */
export async function publishedNow(
  ctx: Ctx,
  db: Database = ctx.db,
): Promise<Omit<StudioState['published'], 'changedAt'> & VersionSnapshot> {
  const state = await getInstitutionState(db);
  const version = await findVersion(db, state.version);
  return {
    version: state.version,
    publishedBy: version?.publishedBy ?? 'sandbox',
    publishedAt: (version?.publishedAt ?? new Date(0)).toISOString(),
    sampleId: state.sampleId,
    settingOverrides: state.settingOverrides,
    institutionOverrides: state.institutionOverrides,
    ...effectiveValues(ctx, state),
  };
}

/**
 * When each setting override of `version` last changed (decision 357): walking the versions up to it, a key's time
 * is the publish (or rollback) of the version that gave it its current value; a removed override is forgotten.
 */
export async function overrideChangeTimes(db: Database, version: number): Promise<Record<string, string>> {
  const changedAt: Record<string, string> = {};
  let before: SettingValues = {};
  for (const stored of (await listVersions(db)).reverse()) {
    if (stored.version > version) break;
    const now = stored.settingOverrides;
    for (const key of Object.keys(before)) if (!(key in now)) delete changedAt[key];
    for (const [key, value] of Object.entries(now))
      if (before[key] !== value) changedAt[key] = stored.publishedAt.toISOString();
    before = now;
  }
  return changedAt;
}

/** `GET /studio/api/state`. */
export async function studioState(ctx: Ctx): Promise<StudioState> {
  const published = await publishedNow(ctx);
  return {
    sampleId: published.sampleId,
    published: {
      version: published.version,
      publishedBy: published.publishedBy,
      publishedAt: published.publishedAt,
      settings: published.settings,
      institutionOptions: published.institutionOptions,
      changedAt: await overrideChangeTimes(ctx.db, published.version),
    },
    draft: {
      etag: await draftEtag(ctx.db),
      settings: await listDrafts(ctx.db, 'setting'),
      institutionOptions: await listDrafts(ctx.db, 'institutionOption'),
    },
    config: { fourEyes: await readFourEyes(ctx.db) },
    pending: await listApprovals(ctx.db),
  };
}

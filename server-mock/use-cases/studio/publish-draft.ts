/**
 * Publishing (decision 252): the draft entries over the published overrides become a new version,
 * written with the served state in one transaction, and the draft is emptied. The publisher sends
 * the draft etag they reviewed (412 when it moved); with four eyes on, a publisher who was the last
 * editor of any entry may not publish it (403). A rollback is a new version equal to an old one,
 * under the same rule (four-eyes.ts).
 */
import type { Published, StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { lockInstitutionState } from '../../store/institution-repo.ts';
import { clearDrafts, draftEtag, listDrafts, readFourEyes } from '../../store/studio/drafts-repo.ts';
import { findVersion, publishVersion } from '../../store/studio/versions-repo.ts';
import { storedOptionValue } from './draft-value-rules.ts';
import { withSecondPublisher, type Approved } from './four-eyes.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

function requireNote(note: string): string {
  const trimmed = note.trim();
  if (trimmed === '')
    throw studioError(422, 'Write a note that says what this version changes.', {
      problems: [{ key: 'note', message: 'A note is required' }],
    });
  return trimmed;
}

/** `POST /studio/api/publish`. */
export async function publishDraft(
  ctx: Ctx,
  publisher: StaffUser,
  body: { note: string; ifMatch: string | undefined },
): Promise<Published> {
  const note = requireNote(body.note);
  return ctx.db.transaction(async (tx) => {
    const current = await lockInstitutionState(tx);
    if (body.ifMatch !== (await draftEtag(tx))) {
      throw studioError(412, 'The draft changed since you reviewed it; look at the changes again and publish.');
    }
    const settings = await listDrafts(tx, 'setting');
    const options = await listDrafts(tx, 'institutionOption');
    const entries = [...Object.entries(settings), ...Object.entries(options)];
    if (entries.length === 0) throw studioError(422, 'The draft has no changes to publish.', { problems: [] });
    if (await readFourEyes(tx)) {
      const own = entries.filter(([, entry]) => entry.updatedBy === publisher.userName).map(([key]) => key);
      if (own.length > 0) {
        throw studioError(
          403,
          `Four eyes: you were the last editor of ${own.join(', ')}; another publisher must publish this draft.`,
        );
      }
    }
    const settingOverrides = { ...current.settingOverrides };
    for (const [key, entry] of Object.entries(settings)) settingOverrides[key] = entry.value;
    const institutionOverrides = { ...current.institutionOverrides };
    for (const [name, entry] of Object.entries(options))
      institutionOverrides[name] = storedOptionValue(name, entry.value);
    const version = await publishVersion(
      tx,
      { sampleId: current.sampleId, settingOverrides, institutionOverrides },
      { publishedBy: publisher.userName, publishedAt: ctx.clock(), note, rollbackOf: null },
    );
    await clearDrafts(tx);
    return { version };
  });
}

/**
 * `POST /studio/api/rollback`: a new version with the chosen version's snapshot; the draft stays.
 * With four eyes on it waits for a second publisher asking for the same version.
 */
export async function rollBack(
  ctx: Ctx,
  publisher: StaffUser,
  body: { version: number; note: string },
): Promise<Approved<Published>> {
  const target = await findVersion(ctx.db, body.version);
  if (!target) throw studioError(404, `There is no version ${body.version}.`);
  const note = body.note.trim() === '' ? `Rollback to version ${target.version}` : body.note.trim();
  return ctx.db.transaction((tx) =>
    withSecondPublisher(tx, ctx, publisher, { kind: 'rollback', value: String(target.version) }, async () => ({
      version: await publishVersion(
        tx,
        {
          sampleId: target.sampleId,
          settingOverrides: target.settingOverrides,
          institutionOverrides: target.institutionOverrides,
        },
        { publishedBy: publisher.userName, publishedAt: ctx.clock(), note, rollbackOf: target.version },
      ),
    })),
  );
}

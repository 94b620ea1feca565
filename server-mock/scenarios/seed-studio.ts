/**
 * The studio's seed: the staff users (passwords hashed as the borrowers' are) and version 1, the
 * state the sandbox starts serving, so the history is complete from the first publish on.
 */
import type { Database } from '../store/database.ts';
import { insertStaffUser } from '../store/studio/staff-users-repo.ts';
import { insertVersion, SANDBOX_PUBLISHER } from '../store/studio/versions-repo.ts';
import type { StaffScenario } from './staff-scenarios.ts';

/** Seeds staff users (with their hashes, in order) and the first published version. */
export async function seedStudio(
  db: Database,
  staff: readonly StaffScenario[],
  hashes: readonly string[],
  start: { sampleId: string; now: Date },
): Promise<void> {
  for (const [i, s] of staff.entries()) {
    await insertStaffUser(db, {
      userName: s.username,
      displayName: s.displayName,
      role: s.role,
      passwordHash: hashes[i]!,
      scenario: true,
    });
  }
  await insertVersion(
    db,
    1,
    { sampleId: start.sampleId, settingOverrides: {}, institutionOverrides: {} },
    {
      publishedBy: SANDBOX_PUBLISHER,
      publishedAt: start.now,
      note: `The sandbox started with sample ${start.sampleId}`,
      rollbackOf: null,
    },
  );
}

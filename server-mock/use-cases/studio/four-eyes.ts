/**
 * Four eyes beyond publishing (decision 287). Publishing checks the draft's editors; a rollback, a
 * sample choice and switching four eyes off have no editor, so with four eyes on they take two
 * publishers: the first call records the request and answers 202, and the change happens when
 * another publisher asks for the same change. Switching four eyes on is stricter, so it is at once.
 */
import type {
  ApprovalKind,
  AwaitingApproval,
  StaffUser,
  StudioConfig,
} from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../store/database.ts';
import { dropApproval, requestApproval, takeApproval } from '../../store/studio/approvals-repo.ts';
import { readFourEyes, saveFourEyes } from '../../store/studio/drafts-repo.ts';

/** A change under four eyes: done now, or waiting for another publisher. */
export type Approved<T> = { done: T } | { awaiting: AwaitingApproval };

const WHAT: Record<ApprovalKind, (value: string) => string> = {
  rollback: (value) => `roll back to version ${value}`,
  sample: (value) => `choose sample ${value}`,
  fourEyes: () => 'switch four eyes off',
};

/**
 * Runs `change` when four eyes is off or another publisher asked for this very change; otherwise
 * records the publisher's request. Call inside the change's transaction.
 */
export async function withSecondPublisher<T>(
  tx: Database,
  ctx: Pick<AppContext, 'clock'>,
  publisher: StaffUser,
  request: { kind: ApprovalKind; value: string },
  change: () => Promise<T>,
): Promise<Approved<T>> {
  if (!(await readFourEyes(tx)) || (await takeApproval(tx, request, publisher.userName)))
    return { done: await change() };
  const pending = await requestApproval(tx, { ...request, requestedBy: publisher.userName, requestedAt: ctx.clock() });
  return {
    awaiting: {
      message: `Four eyes: another publisher must make the same change (${WHAT[request.kind](request.value)}) before it takes effect.`,
      pending,
    },
  };
}

/** `PUT /studio/api/config`: on at once; off only with a second publisher while on. */
export async function changeFourEyes(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  publisher: StaffUser,
  fourEyes: boolean,
): Promise<Approved<StudioConfig>> {
  return ctx.db.transaction(async (tx) => {
    if (fourEyes) {
      await dropApproval(tx, 'fourEyes');
      await saveFourEyes(tx, true);
      return { done: { fourEyes } };
    }
    return withSecondPublisher(tx, ctx, publisher, { kind: 'fourEyes', value: 'false' }, async () => {
      await saveFourEyes(tx, false);
      return { fourEyes };
    });
  });
}

import type { DraftEntry } from '@schemas/studio/studio-api';
import { formatSavedAt } from '@studio/features/drafts/conflict-dialog';
import { useColleaguesOn } from './live-presence';
import './live-colleagues.css';

/** Props of what a colleague saved on one stored key. */
export interface ColleagueSaveProps {
  /** Who saved the value the field just took, while nothing was typed here. */
  tookValueOf?: string | undefined;
  /** A colleague's newer save while this staff member has an unsaved edit of the key: take it, or keep theirs own. */
  newer?: { entry: DraftEntry; onUseTheirs(): void; onKeepMine(): void } | undefined;
}

const names = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Who else has the key open now (decision 365), in a polite live region: a colleague arriving or leaving is
 * announced without moving focus. `id` is the key's id in the draft store (`scope:key`).
 */
export function ColleaguesHere({ id }: { id: string }) {
  const colleagues = useColleaguesOn(id);
  return (
    <div className="live-colleagues" aria-live="polite">
      {colleagues.length > 0 ? (
        <p className="live-colleagues__here">Also editing now: {names.format(colleagues.map((c) => c.displayName))}.</p>
      ) : null}
    </div>
  );
}

/**
 * What a colleague saved on one stored key meanwhile (decision 365), in a polite live region beside its field:
 * the value the field took, or their newer value offered against an unsaved edit here.
 */
export function ColleagueSave({ tookValueOf, newer }: ColleagueSaveProps) {
  return (
    <div className="live-colleagues" aria-live="polite">
      {tookValueOf && !newer ? <p>{tookValueOf} saved a new value; the field shows it.</p> : null}
      {newer ? (
        <div className="live-colleagues__newer">
          <p>
            {newer.entry.updatedBy} saved a newer value on {formatSavedAt(newer.entry.updatedAt)} while your change was
            not saved yet: “{newer.entry.value}”.
          </p>
          <div className="live-colleagues__actions">
            <button type="button" className="secondary" onClick={newer.onUseTheirs}>
              Use their value
            </button>
            <button type="button" className="secondary" onClick={newer.onKeepMine}>
              Keep mine
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

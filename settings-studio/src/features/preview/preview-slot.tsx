import type { InstitutionOptionsRaw, SettingValues } from '@schemas/settings/types';

/** Props the live preview pane takes (features/preview/preview-pane.tsx, built beside the editor). */
export interface PreviewSlotProps {
  /** The effective draft shared set: published values, drafts and unsaved edits. */
  settings: SettingValues;
  institutionOptions: InstitutionOptionsRaw;
  changedKeys: string[];
  /** A text or image picked in the preview: the keys it may come from, most specific first. */
  onPick(keys: string[]): void;
}

/**
 * Where the live preview goes. Until the preview pane is merged into this branch it says so, and lists
 * the changed keys so the draft is still visible at a glance.
 */
export function PreviewSlot({ changedKeys }: PreviewSlotProps) {
  return (
    <aside className="preview-slot" aria-labelledby="preview-slot-title">
      <h2 id="preview-slot-title">Live preview</h2>
      <p>The live portal preview is not part of this build yet.</p>
      <p>
        {changedKeys.length === 0 ? 'No setting differs from the published version.' : `Changed in the draft: ${changedKeys.join(', ')}.`}
      </p>
    </aside>
  );
}

import { ErrorBanner } from '@studio/ui/error-banner';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StudioCatalogue, StudioSession } from '@schemas/studio/studio-api';
import { catalogueQuery } from '@studio/api/get-catalogue';
import { studioStateQuery } from '@studio/api/get-studio-state';
import { CatalogueNav, type Selection } from '@studio/features/catalogue/catalogue-nav';
import type { CatalogueFilter } from '@studio/features/catalogue/catalogue-search';
import { editId, useDraftStore } from '@studio/features/drafts/draft-store';
import { effectiveValues, settingChangeTimes } from '@studio/features/drafts/effective-values';
import { usePresenceHeartbeat } from '@studio/features/live/use-presence-heartbeat';
import { TranslationGapsPanel } from '@studio/features/translations/translation-gaps-panel';
import { ShortcutsDialog } from '@studio/ui/shortcuts-dialog';
import { useStudioShortcuts } from '@studio/ui/use-studio-shortcuts';
import type { EditedKey } from './edited-key';
import { KeyEditor } from './key-editor';
import { nextChangedKey } from './next-changed-key';
import './edit-page.css';

// The preview (frame, channel, toolbar) is a chunk of its own: the catalogue and editor show first.
const PreviewPane = lazy(() =>
  import('@studio/features/preview/preview-pane').then((m) => ({ default: m.PreviewPane })),
);

/** Props of the edit page. */
export interface EditPageProps {
  session: StudioSession;
}

/**
 * #/ — the catalogue on the left, the open key in the middle, the live preview on the right (below on
 * phones). What is browsed and open lives in the address (`by`, `group`, `q`, `key`, `option`), so it
 * survives a reload and the back button works.
 */
export default function EditPage({ session }: EditPageProps) {
  const catalogue = useQuery(catalogueQuery());
  const state = useQuery(studioStateQuery());
  const edits = useDraftStore((s) => s.edits);
  const [params, setParams] = useSearchParams();
  // The search text lives here as typed (the address follows it): reading it back from the address would
  // drop keystrokes typed before the address updates.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const filter: CatalogueFilter = {
    by: params.get('by') === 'screen' ? 'screen' : 'section',
    group: params.get('group') ?? '',
    query,
  };
  const selected: Selection = params.get('key')
    ? { scope: 'setting', key: params.get('key') ?? '' }
    : params.get('option')
      ? { scope: 'institutionOption', key: params.get('option') ?? '' }
      : null;

  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      return `?${next.toString()}`;
    },
    [params],
  );
  const onFilter = (next: CatalogueFilter) => {
    setQuery(next.query);
    setParams(
      new URLSearchParams(
        hrefWith({ by: next.by === 'screen' ? 'screen' : null, group: next.group, q: next.query }).slice(1),
      ),
      { replace: true },
    );
  };
  const hrefFor = (scope: 'setting' | 'institutionOption', key: string) =>
    hrefWith(scope === 'setting' ? { key, option: null } : { option: key, key: null });
  // A pick opens its most specific key; when the same value shows for several keys, they are listed to choose from.
  const [picked, setPicked] = useState<string[]>([]);
  const onPick = (keys: string[]) => {
    setPicked(keys.length > 1 ? keys : []);
    if (keys[0]) setParams(new URLSearchParams(hrefWith({ key: keys[0], option: null }).slice(1)));
  };

  // Colleagues see who has a key open; a viewer only looks (decision 365).
  const target = catalogue.data ? findTarget(selected, catalogue.data) : null;
  usePresenceHeartbeat(target && session.user.role !== 'viewer' ? target : null);
  const effective = useMemo(() => (state.data ? effectiveValues(state.data, edits) : null), [state.data, edits]);

  const searchRef = useRef<HTMLInputElement>(null);
  const shortcutsOpener = useRef<HTMLButtonElement>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  useStudioShortcuts({
    help: () => setShortcutsOpen(true),
    search: () => searchRef.current?.focus(),
    pick: () => setPicking((on) => !on),
    nextChanged: () => {
      if (!catalogue.data || !effective) return;
      const order = catalogue.data.settings.map((d) => d.key);
      const current = selected?.scope === 'setting' ? selected.key : null;
      const next = nextChangedKey(order, new Set(effective.changedKeys), current);
      if (next) setParams(new URLSearchParams(hrefWith({ key: next, option: null }).slice(1)));
    },
  });
  const closeShortcuts = useCallback(() => {
    setShortcutsOpen(false);
    shortcutsOpener.current?.focus();
  }, []);

  if (catalogue.isError || state.isError) {
    return (
      <ErrorBanner as="div" className="edit-page__message">
        <h1>The settings could not be loaded</h1>
        <p>{(catalogue.error ?? state.error)?.message}</p>
        <button type="button" onClick={() => void (catalogue.refetch(), state.refetch())}>
          Try again
        </button>
      </ErrorBanner>
    );
  }
  if (!catalogue.data || !state.data || !effective) return <p className="studio-loading">Loading the settings…</p>;

  return (
    <div className="edit-page">
      <div className="edit-page__catalogue">
        <CatalogueNav
          catalogue={catalogue.data}
          values={effective.settings}
          changedKeys={new Set(effective.changedKeys)}
          changedOptions={new Set(effective.changedOptions)}
          filter={filter}
          onFilter={onFilter}
          selected={selected}
          hrefFor={hrefFor}
          searchRef={searchRef}
        />
        <TranslationGapsPanel
          settings={catalogue.data.settings}
          values={effective.settings}
          changedAt={settingChangeTimes(state.data, edits)}
          hrefFor={(key) => hrefFor('setting', key)}
        />
        <button
          type="button"
          className="secondary edit-page__shortcuts"
          ref={shortcutsOpener}
          onClick={() => setShortcutsOpen(true)}
        >
          Keyboard shortcuts
        </button>
        {shortcutsOpen ? <ShortcutsDialog onClose={closeShortcuts} /> : null}
      </div>
      <div className="edit-page__editor">
        {picked.length > 1 ? (
          <nav className="edit-page__picked" aria-label="Picked in the preview">
            <p>The picked text comes from {picked.length} settings:</p>
            <ul>
              {picked.map((key) => (
                <li key={key}>
                  <Link to={hrefFor('setting', key)} aria-current={selected?.key === key ? 'true' : undefined}>
                    {key}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {target ? (
          <KeyEditor
            key={editId(target.scope, target.key)}
            target={target}
            state={state.data}
            readOnly={session.user.role === 'viewer'}
            userName={session.user.userName}
            screenHref={(screen) => hrefWith({ by: 'screen', group: screen })}
          />
        ) : (
          <div className="edit-page__empty">
            <h1 tabIndex={-1}>Edit settings</h1>
            <p>
              {selected
                ? `There is no setting named ${selected.key}.`
                : 'Choose a setting in the catalogue, or pick a text or image in the preview.'}
            </p>
            <p>
              Changes are saved as a draft as you type. Borrowers see them only after they are published.
              {draftSize(effective.changedKeys.length + effective.changedOptions.length)}
            </p>
          </div>
        )}
      </div>
      <div className="edit-page__preview">
        <Suspense fallback={<p className="studio-loading">Loading the preview…</p>}>
          <PreviewPane
            settings={effective.settings}
            institutionOptions={effective.institutionOptions}
            changedKeys={effective.changedKeys}
            onPick={onPick}
            picking={picking}
            onPickingChange={setPicking}
            canSignIn={session.user.role !== 'viewer'}
          />
        </Suspense>
      </div>
    </div>
  );
}

function findTarget(selected: Selection, catalogue: StudioCatalogue): EditedKey | null {
  if (!selected) return null;
  if (selected.scope === 'setting') {
    const def = catalogue.settings.find((d) => d.key === selected.key);
    return def
      ? {
          scope: 'setting',
          key: def.key,
          kind: def.kind,
          format: def.format,
          default: def.default,
          description: def.description,
          screens: def.screens,
          translations: def.translations,
        }
      : null;
  }
  const option = catalogue.institutionOptions.find((o) => o.name === selected.key);
  return option
    ? {
        scope: 'institutionOption',
        key: option.name,
        kind: option.kind,
        default: option.default,
        description: option.description,
        screens: [],
      }
    : null;
}

/** The draft's size in words: nothing when it is empty. */
function draftSize(count: number): string {
  if (count === 0) return '';
  return count === 1 ? ' The draft changes 1 key.' : ` The draft changes ${count} keys.`;
}

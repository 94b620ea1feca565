import { useDeferredValue, useId, useMemo, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import type { StudioCatalogue } from '@schemas/studio/studio-api';
import type { SettingValues } from '@schemas/settings/types';
import { catalogueGroups, filterCatalogue, screenLabel, type BrowseBy, type CatalogueFilter } from './catalogue-search';
import './catalogue-nav.css';

/** Keys rendered at first and per "Show more": a short list keeps typing in the search fast. */
export const keysPerPage = 150;

/** The group value that lists the institution options instead of settings. */
export const optionsGroup = '@options';

/** What is open in the editor: a setting key or an institution option. */
export type Selection = { scope: 'setting' | 'institutionOption'; key: string } | null;

/** Props of the catalogue column. */
export interface CatalogueNavProps {
  catalogue: StudioCatalogue;
  /** Current values (local edits, drafts, published) for search. */
  values: SettingValues;
  changedKeys: ReadonlySet<string>;
  changedOptions: ReadonlySet<string>;
  filter: CatalogueFilter;
  onFilter(next: CatalogueFilter): void;
  selected: Selection;
  /** The link target (search string) that opens a key. */
  hrefFor(scope: 'setting' | 'institutionOption', key: string): string;
  /** The search field, for the page's search shortcut. */
  searchRef?: RefObject<HTMLInputElement | null>;
}

/** Left column: search, browse by section or screen, and the matching keys with kind and a changed marker. */
export function CatalogueNav({
  catalogue,
  values,
  changedKeys,
  changedOptions,
  filter,
  onFilter,
  selected,
  hrefFor,
  searchRef,
}: CatalogueNavProps) {
  const searchId = useId();
  const groupId = useId();
  const [limit, setLimit] = useState(keysPerPage);
  // The search field answers every keystroke at once; the list follows when React has time.
  const deferred = useDeferredValue(filter);
  const groups = useMemo(() => catalogueGroups(catalogue.settings, filter.by), [catalogue.settings, filter.by]);
  const showOptions = deferred.group === optionsGroup;
  const keys = useMemo(
    () => (showOptions ? [] : filterCatalogue(catalogue.settings, deferred, values)),
    [showOptions, catalogue.settings, deferred, values],
  );
  const options = showOptions
    ? catalogue.institutionOptions.filter((o) =>
        `${o.name} ${o.description}`.toLowerCase().includes(deferred.query.toLowerCase()),
      )
    : [];
  const count = showOptions ? options.length : keys.length;
  const hidden = Math.max(0, keys.length - limit);
  const setBy = (by: BrowseBy) => onFilter({ ...filter, by, group: filter.group === optionsGroup ? optionsGroup : '' });

  return (
    <nav className="catalogue" aria-label="Catalogue">
      <label htmlFor={searchId}>Search settings</label>
      <input
        id={searchId}
        ref={searchRef}
        type="search"
        value={filter.query}
        onChange={(e) => onFilter({ ...filter, query: e.target.value })}
      />
      <fieldset className="catalogue__by">
        <legend>Browse by</legend>
        {(['section', 'screen'] as const).map((by) => (
          <label key={by}>
            <input type="radio" name="browse-by" value={by} checked={filter.by === by} onChange={() => setBy(by)} />
            {by === 'section' ? 'Section' : 'Screen'}
          </label>
        ))}
      </fieldset>
      <label htmlFor={groupId}>{filter.by === 'section' ? 'Section' : 'Screen'}</label>
      <select id={groupId} value={filter.group} onChange={(e) => onFilter({ ...filter, group: e.target.value })}>
        <option value="">All ({catalogue.settings.length})</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {filter.by === 'section' ? g.id : screenLabel(g.id)} ({g.count})
          </option>
        ))}
        <option value={optionsGroup}>Institution options ({catalogue.institutionOptions.length})</option>
      </select>
      <p className="catalogue__count" aria-live="polite">
        {count === 1 ? '1 match' : `${count} matches`}
      </p>
      <ul className="catalogue__keys">
        {keys.slice(0, limit).map((def) => (
          <KeyLink
            key={def.key}
            label={def.key}
            kind={def.kind}
            changed={changedKeys.has(def.key)}
            href={hrefFor('setting', def.key)}
            current={selected?.scope === 'setting' && selected.key === def.key}
          />
        ))}
        {options.map((o) => (
          <KeyLink
            key={o.name}
            label={o.name}
            kind={`option · ${o.kind}`}
            changed={changedOptions.has(o.name)}
            href={hrefFor('institutionOption', o.name)}
            current={selected?.scope === 'institutionOption' && selected.key === o.name}
          />
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="secondary catalogue__more" onClick={() => setLimit((n) => n + keysPerPage)}>
          Show {Math.min(hidden, keysPerPage)} more ({hidden} not shown)
        </button>
      ) : null}
    </nav>
  );
}

interface KeyLinkProps {
  label: string;
  kind: string;
  changed: boolean;
  href: string;
  current: boolean;
}

function KeyLink({ label, kind, changed, href, current }: KeyLinkProps) {
  return (
    <li>
      <Link to={href} aria-current={current ? 'true' : undefined} className="catalogue__key">
        <span className="catalogue__name">{label}</span>
        <span className="catalogue__kind">{kind}</span>
        {changed ? <span className="catalogue__changed">changed</span> : null}
      </Link>
    </li>
  );
}

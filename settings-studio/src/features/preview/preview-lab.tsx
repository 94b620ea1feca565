/**
 * A small page beside the studio (`/studio/preview-lab`, not served in production) that drives the preview pane from a
 * few fields,
 * for the preview's own e2e test and bench until the studio's editor mounts the pane in its layout.
 * It edits nothing on the server: the values live in this page only.
 */
import { useMemo, useState } from 'react';
import type { SettingValues } from '@schemas/settings/types';
import { PreviewPane } from './preview-pane';
import './preview-lab.css';

const NO_OPTIONS = {};

/** The lab: login heading, rich text above the form, the FAQ flag, and any key by name. */
export default function PreviewLab() {
  const [values, setValues] = useState<SettingValues>({});
  const [picking, setPicking] = useState(false);
  const [otherKey, setOtherKey] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const changedKeys = useMemo(() => Object.keys(values), [values]);
  const set = (key: string, value: string) => setValues((old) => ({ ...old, [key]: value }));

  return (
    <main className="preview-lab">
      <h1>Preview lab</h1>
      <div className="preview-lab__fields">
        <label>
          Login heading (loginPage.heading)
          <input value={values['loginPage.heading'] ?? ''} onChange={(e) => set('loginPage.heading', e.target.value)} />
        </label>
        <label>
          Rich text above the login form (loginPage.richTextTop)
          <textarea
            value={values['loginPage.richTextTop'] ?? ''}
            onChange={(e) => set('loginPage.richTextTop', e.target.value)}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={values['portal.useFAQOption'] === 'true'}
            onChange={(e) => set('portal.useFAQOption', String(e.target.checked))}
          />
          FAQ on (portal.useFAQOption)
        </label>
        <label>
          Another key
          <input value={otherKey} onChange={(e) => setOtherKey(e.target.value.trim())} />
        </label>
        <label>
          Its value
          <textarea
            disabled={otherKey === ''}
            value={values[otherKey] ?? ''}
            onChange={(e) => set(otherKey, e.target.value)}
          />
        </label>
        <p role="status">{picked.length ? `Picked: ${picked.join(', ')}` : 'Nothing picked yet.'}</p>
      </div>
      <PreviewPane
        settings={values}
        institutionOptions={NO_OPTIONS}
        changedKeys={changedKeys}
        onPick={setPicked}
        picking={picking}
        onPickingChange={setPicking}
      />
    </main>
  );
}

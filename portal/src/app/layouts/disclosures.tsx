import { lazy, Suspense, useId, useState } from 'react';
import { useSettings } from '@/settings/use-settings';

const loadRichText = () => import('@/ui/rich-text');
// DOMPurify stays out of the login page's initial JS: the block is collapsed until asked for.
const RichText = lazy(() => loadRichText().then((m) => ({ default: m.RichText })));

/**
 * The logged-out footer's collapsible disclosures (access spec §2): collapsed by default, 0.2 s
 * slide (none under prefers-reduced-motion, see styles/layout.css), labelled Show/Hide Disclosures.
 */
export function Disclosures() {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const panelId = useId();
  const html = settings.richText('shell.disclosuresText');
  if (html.trim() === '') return null;

  const toggle = () => {
    setLoaded(true);
    setOpen((was) => !was);
  };

  return (
    <div className="disclosures">
      <button
        type="button"
        className="disclosures__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={() => void loadRichText()}
        onFocus={() => void loadRichText()}
      >
        {settings.text(open ? 'shell.hideDisclosuresLabel' : 'shell.showDisclosuresLabel')}
      </button>
      <div id={panelId} className={open ? 'disclosures__panel is-open' : 'disclosures__panel'}>
        <div className="disclosures__content">
          {loaded ? (
            <Suspense fallback={null}>
              <RichText html={html} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}

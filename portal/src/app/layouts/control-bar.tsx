import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApplyForLoanOffered } from '@/api/accounts/get-apply-for-loan-availability';
import { useSessionStore } from '@/session/session-store';
import { useSettings } from '@/settings/use-settings';
import { MenuEntry } from './menu-entry';
import { controlBarItems, readMenuFlags } from './menu-items';

/**
 * The control bar and the mobile menu: one list of items (so links are not duplicated for screen
 * readers), laid out as a bar on wide screens and behind a disclosure button on narrow ones.
 */
export function ControlBar() {
  const settings = useSettings();
  const signedIn = useSessionStore((s) => s.token !== null);
  const items = controlBarItems(readMenuFlags(settings, useApplyForLoanOffered(signedIn)));
  const listId = useId();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so a navigation by any means (Back too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The closed list is hidden on narrow screens: focus inside it would fall to <body>, so it goes to the
  // Menu button first (also the element a dialog opened from the menu returns focus to).
  const closeToToggle = () => {
    const active = document.activeElement;
    if (!active || active === document.body || list.current?.contains(active)) toggle.current?.focus();
    setOpenOn(null);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToToggle();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav className="control-bar" aria-label={settings.text('menu.navLabel')}>
      <div className="control-bar__inner">
        <button
          ref={toggle}
          type="button"
          className="control-bar__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span className="control-bar__toggle-icon" aria-hidden="true" />
          {settings.text('menu.mobileMenuButtonText')}
        </button>
        <ul ref={list} id={listId} className={open ? 'control-bar__list is-open' : 'control-bar__list'}>
          {items.map((item) => (
            <li key={item.id}>
              <MenuEntry
                item={item}
                className="control-bar__item"
                onChosen={() => (open ? closeToToggle() : setOpen(false))}
              />
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

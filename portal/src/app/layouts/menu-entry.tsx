import { NavLink } from 'react-router';
import { useSettings } from '@/settings/use-settings';
import type { MenuItem } from './menu-items';
import { useMenuAction } from './use-menu-action';

/** Props of {@link MenuEntry}. */
export interface MenuEntryProps {
  item: MenuItem;
  className: string;
  /** Called after the item was chosen (the mobile menu closes itself). */
  onChosen?: () => void;
}

/** One menu item: a NavLink (with aria-current on the active page) or a button for actions. */
export function MenuEntry({ item, className, onChosen }: MenuEntryProps) {
  const settings = useSettings();
  const run = useMenuAction();
  const label = settings.text(item.labelKey);
  const { action } = item;
  if (action.kind === 'link') {
    return (
      <NavLink className={className} to={action.to} onClick={onChosen}>
        {label}
      </NavLink>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onChosen?.();
        run(action);
      }}
    >
      {label}
    </button>
  );
}

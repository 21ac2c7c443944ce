import { loadOnUse } from '../ui/load-on-use';
import { MenuButton } from './menu-button';

/**
 * The menu on narrow screens: a button that opens it as a sheet from the side. The sheet's script
 * loads on first use.
 */
export const NavDrawer = loadOnUse(
  () => import('./nav-drawer-sheet'),
  function MenuButtonStandIn({ onActivate, onWarm }) {
    return (
      <MenuButton
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={onActivate}
        onPointerEnter={onWarm}
        onFocus={onWarm}
      />
    );
  },
);

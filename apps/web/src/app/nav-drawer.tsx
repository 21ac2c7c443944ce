import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../ui/button';
import { loadOnUse } from '../ui/load-on-use';

/** The button that opens the menu on narrow screens. */
export function MenuButton(props: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button variant="ghost" className="nav-drawer__button" {...props}>
      <span aria-hidden className="nav-drawer__icon">
        ☰
      </span>
      <span className="nav-drawer__label">{t('header.openMenu')}</span>
    </Button>
  );
}

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

import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../ui/button';

/** The button that opens the menu on narrow screens (`NavDrawer`, and the sheet's trigger). */
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

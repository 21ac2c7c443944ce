import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { MainNav } from './main-nav';

/** The menu on narrow screens: a button that opens it as a sheet from the side. */
export function NavDrawer() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      placement="sheet"
      title={t('header.menuTitle')}
      description={t('header.menuDescription')}
      closeLabel={t('header.closeMenu')}
      trigger={
        <Button variant="ghost" className="nav-drawer__button">
          <span aria-hidden className="nav-drawer__icon">
            ☰
          </span>
          <span>{t('header.openMenu')}</span>
        </Button>
      }
    >
      <MainNav onNavigate={() => setOpen(false)} />
    </Dialog>
  );
}

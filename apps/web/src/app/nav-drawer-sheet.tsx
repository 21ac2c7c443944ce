import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/dialog';
import { LanguagePicker } from './language-picker';
import { MainNav } from './main-nav';
import { MenuButton } from './menu-button';

/**
 * The menu on narrow screens as a sheet from the side, with the language picker; loaded on the
 * first use of `NavDrawer`.
 */
export default function NavDrawerSheet({ initialOpen }: { readonly initialOpen: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      placement="sheet"
      title={t('header.menuTitle')}
      description={t('header.menuDescription')}
      closeLabel={t('header.closeMenu')}
      trigger={<MenuButton />}
    >
      <MainNav onNavigate={() => setOpen(false)} />
      {/* The header leaves the language out on narrow screens, to stay one row high. */}
      <div className="nav-drawer__language">
        <LanguagePicker />
      </div>
    </Dialog>
  );
}

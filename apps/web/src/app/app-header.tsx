import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectButton } from '../device/connection-ui/connect-button';
import { EmergencyStopButton } from '../device/emergency-stop/emergency-stop-button';
import { useConnection } from '../device/connection/use-connection';
import { LanguagePicker } from './language-picker';

/**
 * The header of both layouts, sticky on every screen size so that the emergency stop is always in
 * reach: the stop (first, so that the keyboard reaches it before anything else in the header),
 * menu (narrow screens), brand, device kind, connection, language. With a menu (narrow screens)
 * the language picker lives in the menu, so that the header keeps to one row on a phone.
 */
export function AppHeader({ menu, title }: { menu?: ReactNode; title?: ReactNode }) {
  const { t } = useTranslation('common');
  const { deviceKind } = useConnection();
  return (
    <header className={menu ? 'app-header app-header--with-menu' : 'app-header'}>
      <div className="app-header__start">
        <EmergencyStopButton />
        {menu}
        <Link to="/" className="app-header__brand">
          {t('app.name')}
        </Link>
        {title}
      </div>
      <div className="app-header__tools">
        <p className="app-header__device">
          <span className="app-header__device-label">{t('header.device')}</span>{' '}
          <strong>{t(`device.kind.${deviceKind}`)}</strong>
        </p>
        <ConnectButton />
        {!menu && <LanguagePicker />}
      </div>
    </header>
  );
}

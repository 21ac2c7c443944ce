import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeviceKind } from '../../preferences';
import { modeShortcuts } from './modes';

/** A card per mode, each one link; the order suits the device (vibration first for the Oh). */
export function ModeShortcuts({ deviceKind }: { deviceKind: DeviceKind }) {
  const { t } = useTranslation('home');
  return (
    <section className="home-modes" aria-labelledby="home-modes-heading">
      <h2 id="home-modes-heading">{t('modes.heading')}</h2>
      <ul className="home-modes__grid">
        {modeShortcuts(deviceKind).map((mode) => (
          <li key={mode.id}>
            <Link to={mode.path} className="home-mode" data-mode={mode.id}>
              <span className="home-mode__title">{t(`modes.items.${mode.id}.title`)}</span>
              <span className="home-mode__description">
                {t(`modes.items.${mode.id}.description`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

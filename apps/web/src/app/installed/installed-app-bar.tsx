import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { InstalledAppState } from './installed-app-state';

/**
 * The installed app's messages, at the bottom of the screen above the page: that the browser is
 * offline (Glide still starts, but The Handy is reached through the internet only), and that a
 * new version is ready, with the button that switches to it. Nothing while neither is true. Both
 * are live regions, so a screen reader hears them as they appear; an icon and words, never colour
 * alone, carry each.
 */
export function InstalledAppBar({ state }: { state: InstalledAppState }) {
  const { t } = useTranslation('common');
  const { offline, update } = useSyncExternalStore(
    (listener) => state.subscribe(listener),
    () => state.get(),
    () => state.get(),
  );
  return (
    <div className="installed-app-bar">
      <div role="status" aria-live="polite">
        {offline && (
          <p className="installed-app-bar__note installed-app-bar__note--offline">
            <span className="installed-app-bar__icon" aria-hidden>
              ⚠
            </span>
            <span>
              <strong>{t('installedApp.offlineTitle')}</strong> {t('installedApp.offlineMessage')}
            </span>
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {update && (
          <p className="installed-app-bar__note">
            <span className="installed-app-bar__icon" aria-hidden>
              ↻
            </span>
            <span>{t('installedApp.updateReady')}</span>
            <Button onClick={update.reload}>{t('installedApp.reload')}</Button>
          </p>
        )}
      </div>
    </div>
  );
}

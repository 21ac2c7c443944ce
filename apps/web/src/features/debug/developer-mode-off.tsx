import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preferencesStore } from '../../preferences/preferences-instance';
import { Button } from '../../ui';

/** What a debug page shows outside developer mode: why it is closed, and the way to open it. */
export function DeveloperModeOff() {
  const { t } = useTranslation('debug');
  return (
    <section className="debug-card" aria-labelledby="debug-gate-heading">
      <h2 id="debug-gate-heading">{t('gate.heading')}</h2>
      <p>{t('gate.body')}</p>
      <p className="muted">{t('gate.howTo')}</p>
      <div className="debug-actions">
        <Button onClick={() => preferencesStore().update({ developerMode: true })}>
          {t('gate.turnOn')}
        </Button>
        <Link className="debug-link-button" to="/settings#settings-developer">
          {t('gate.openSettings')}
        </Link>
      </div>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../preferences/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import { Switch } from '../../ui';

/** The sync test's two settings (spec §3 `syncPage`): loop and the device figure, kept across visits. */
export function SyncOptions() {
  const { t } = useTranslation('sync');
  const headingId = useId();
  const { syncPage } = usePreferences();
  const update = (patch: Partial<typeof syncPage>) =>
    preferencesStore().update({ syncPage: patch });
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('options.heading')}</h2>
      <Switch
        label={t('options.loop')}
        description={t('options.loopHelp')}
        checked={syncPage.loop}
        onCheckedChange={(loop) => update({ loop })}
      />
      <Switch
        label={t('options.simulator')}
        description={t('options.simulatorHelp')}
        checked={syncPage.simulator}
        onCheckedChange={(simulator) => update({ simulator })}
      />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../preferences/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import { Switch } from '../../ui';

/**
 * The player's helper switches, stored in the same settings the settings page shows (simulator,
 * emulator; loop is in the player's controls), so changing one here or there is the same change.
 */
export function PlayerOptions() {
  const { t } = useTranslation('local');
  const { localPlayer } = usePreferences();
  const set = (patch: { showSimulator?: boolean; showEmulator?: boolean }) =>
    preferencesStore().update({ localPlayer: patch });
  return (
    <section className="local-options" aria-label={t('options.heading')}>
      <Switch
        label={t('options.showSimulator')}
        checked={localPlayer.showSimulator}
        onCheckedChange={(showSimulator) => set({ showSimulator })}
      />
      <Switch
        label={t('options.showEmulator')}
        checked={localPlayer.showEmulator}
        onCheckedChange={(showEmulator) => set({ showEmulator })}
      />
    </section>
  );
}

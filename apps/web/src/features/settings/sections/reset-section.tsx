import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { defaultPreferences, type Preferences } from '../../../preferences';
import { Button, ConfirmDialog } from '../../../ui';
import { SettingsSection } from '../settings-section';

/**
 * Every setting back to its default, keeping what is the user's data rather than a setting: the
 * connection key and linked devices, whether device selection was done, multicast, and the beatbox
 * library (saved beats, the playlist and the beat being edited, whose grid its cells depend on).
 * The language lives apart (`userLanguage`) and is kept too, so the page does not switch language
 * under the user's eyes.
 */
export function resetAllSettings(current: Preferences): Preferences {
  return {
    ...defaultPreferences,
    connectionKey: current.connectionKey,
    linkedDevices: current.linkedDevices,
    multicastActive: current.multicastActive,
    deviceSelectionComplete: current.deviceSelectionComplete,
    beatbox: {
      ...defaultPreferences.beatbox,
      beats: current.beatbox.beats,
      playlist: current.beatbox.playlist,
      currentBeat: current.beatbox.currentBeat,
    },
  };
}

/** Props of {@link ResetSection}. */
export interface ResetSectionProps {
  /** Called after the reset, so that the page can drop every edit in progress. */
  onReset: () => void;
}

/** "Reset all settings", behind a confirmation. */
export function ResetSection({ onReset }: ResetSectionProps) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <SettingsSection id="settings-reset" title={t('reset.heading')} help={t('reset.help')}>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title={t('reset.confirmTitle')}
        description={t('reset.confirmText')}
        confirmLabel={t('reset.confirm')}
        cancelLabel={t('reset.cancel')}
        trigger={<Button variant="danger">{t('reset.button')}</Button>}
        onConfirm={() => {
          preferencesStore().set(resetAllSettings);
          setDone(true);
          onReset();
        }}
      />
      <p role="status" className="muted">
        {done && t('reset.done')}
      </p>
    </SettingsSection>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { SETTING_BOUNDS, defaultPreferences, inputBounds } from '../../../preferences';
import { Button, TextField } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm } from '../form/use-autosave-form';
import { KeyCaptureButton } from '../key-capture-button';
import type { KeyAction } from '../key-bindings';
import { SettingsSection } from '../settings-section';
import { keyBindingSpec } from './key-bindings-form';

const STROKE_ACTIONS = ['topUp', 'topDown', 'bottomUp', 'bottomDown'] as const;
const TIME_OFFSET_ACTIONS = ['increase', 'decrease'] as const;
const PLAYLIST_ACTIONS = ['next', 'previous'] as const;

/**
 * Keyboard shortcuts: on/off, the two increments and the eight keys (spec §3, §5, §9, and the
 * playlist's next and previous).
 */
export function KeyBindingsSection() {
  const { t } = useTranslation('settings');
  const helpId = useId();
  const autosave = useAutosaveForm(keyBindingSpec);
  const { form, commit } = autosave;
  const { errors } = form.formState;
  const values = form.watch();
  const [resetDone, setResetDone] = useState(false);

  const actionLabel = (action: KeyAction): string => {
    switch (action) {
      case 'topUp':
        return t('keys.actions.topUp');
      case 'topDown':
        return t('keys.actions.topDown');
      case 'bottomUp':
        return t('keys.actions.bottomUp');
      case 'bottomDown':
        return t('keys.actions.bottomDown');
      case 'increase':
        return t('keys.actions.increase');
      case 'decrease':
        return t('keys.actions.decrease');
      case 'next':
        return t('keys.actions.next');
      case 'previous':
        return t('keys.actions.previous');
    }
  };

  const capture = (action: KeyAction) => (
    <KeyCaptureButton
      key={action}
      action={action}
      actionLabel={actionLabel}
      assignments={values}
      helpId={helpId}
      onBind={(key) => {
        form.setValue(action, key);
        setResetDone(false);
        void commit();
      }}
    />
  );

  return (
    <SettingsSection id="settings-keys" title={t('keys.heading')} saveFailed={autosave.saveFailed}>
      <SwitchField
        autosave={autosave}
        name="enabled"
        label={t('keys.enabled')}
        description={t('keys.enabledHelp')}
      />
      <p id={helpId} className="muted">
        {t('keys.captureHelp')}
      </p>
      <fieldset className="settings-group">
        <legend>{t('keys.stroke')}</legend>
        <TextField
          label={t('keys.strokeIncrement')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.strokeIncrementPct)}
          error={errors.strokeIncrementPct && t('keys.strokeIncrementInvalid')}
          {...autosave.bind('strokeIncrementPct', { asNumber: true })}
        />
        <div className="settings-keys">{STROKE_ACTIONS.map(capture)}</div>
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('keys.timeOffset')}</legend>
        <TextField
          label={t('keys.timeOffsetIncrement')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.timeOffsetIncrementMs)}
          error={errors.timeOffsetIncrementMs && t('keys.timeOffsetIncrementInvalid')}
          {...autosave.bind('timeOffsetIncrementMs', { asNumber: true })}
        />
        <div className="settings-keys">{TIME_OFFSET_ACTIONS.map(capture)}</div>
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('keys.playlist')}</legend>
        <div className="settings-keys">{PLAYLIST_ACTIONS.map(capture)}</div>
      </fieldset>
      <div className="row">
        <Button
          variant="secondary"
          onClick={() => {
            const { stroke, timeOffset, playlist } = defaultPreferences.keyBinding;
            preferencesStore().update({ keyBinding: { stroke, timeOffset, playlist } });
            autosave.resetToStored();
            setResetDone(true);
          }}
        >
          {t('keys.reset')}
        </Button>
      </div>
      <p role="status" className="muted">
        {resetDone && t('keys.resetDone')}
      </p>
    </SettingsSection>
  );
}

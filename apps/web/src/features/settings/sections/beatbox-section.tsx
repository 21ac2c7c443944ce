import { useTranslation } from 'react-i18next';
import { CROSS_CHECK } from '../../../lib/schema-issues';
import { SETTING_BOUNDS, inputBounds } from '../../../preferences';
import { usePreferences } from '../../../preferences/use-preferences';
import { TextField } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';
import { beatboxSpec, gridInUse } from './beatbox-form';

/** The beatbox editor's settings (spec §3 "beatbox", defaults in §9). */
export function BeatboxSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(beatboxSpec);
  const { errors } = autosave.form.formState;
  const inUse = gridInUse(usePreferences());

  return (
    <SettingsSection
      id="settings-beatbox"
      title={t('beatbox.heading')}
      saveFailed={autosave.saveFailed}
    >
      <div className="settings-grid">
        <TextField
          label={t('beatbox.rows')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.beatGridSide)}
          min={Math.max(SETTING_BOUNDS.beatGridSide.min, inUse.rows)}
          error={
            errors.rows &&
            (errors.rows.type === CROSS_CHECK
              ? t('beatbox.rowsTooFew', { rows: inUse.rows })
              : t('beatbox.gridInvalid'))
          }
          {...autosave.bind('rows', { asNumber: true })}
        />
        <TextField
          label={t('beatbox.columns')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.beatGridSide)}
          min={Math.max(SETTING_BOUNDS.beatGridSide.min, inUse.columns)}
          error={
            errors.columns &&
            (errors.columns.type === CROSS_CHECK
              ? t('beatbox.columnsTooFew', { columns: inUse.columns })
              : t('beatbox.gridInvalid'))
          }
          {...autosave.bind('columns', { asNumber: true })}
        />
        <TextField
          label={t('beatbox.timePerCell')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.beatCellMs)}
          error={errors.timePerCellMs && t('beatbox.msInvalid')}
          {...autosave.bind('timePerCellMs', { asNumber: true })}
        />
        <TextField
          label={t('beatbox.tableHeight')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.beatGridSide)}
          error={errors.tableHeight && t('beatbox.gridInvalid')}
          {...autosave.bind('tableHeight', { asNumber: true })}
        />
        <TextField
          label={t('beatbox.cellStep')}
          type="number"
          inputMode="numeric"
          {...inputBounds(SETTING_BOUNDS.beatCellMs)}
          error={errors.cellStepMs && t('beatbox.msInvalid')}
          {...autosave.bind('cellStepMs', { asNumber: true })}
        />
      </div>
      <SwitchField autosave={autosave} name="fillPoints" label={t('beatbox.fillPoints')} />
      <SwitchField autosave={autosave} name="addEndPoint" label={t('beatbox.addEndPoint')} />
      <SwitchField autosave={autosave} name="showGraph" label={t('beatbox.showGraph')} />
      <SwitchField
        autosave={autosave}
        name="updateTimeHalfway"
        label={t('beatbox.updateTimeHalfway')}
      />
      <SwitchField autosave={autosave} name="showSettings" label={t('beatbox.showSettings')} />
      <SwitchField autosave={autosave} name="showPlaylist" label={t('beatbox.showPlaylist')} />
      <SwitchField autosave={autosave} name="showLibrary" label={t('beatbox.showLibrary')} />
    </SettingsSection>
  );
}

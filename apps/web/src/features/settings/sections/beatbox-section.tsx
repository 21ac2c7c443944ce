import { useTranslation } from 'react-i18next';
import { CROSS_CHECK } from '../../../lib/schema-issues';
import { SETTING_BOUNDS, inputBounds, type SettingBounds } from '../../../preferences';
import { usePreferences } from '../../../preferences/use-preferences';
import { TextField } from '../../../ui';
import { SwitchField } from '../form/switch-field';
import { useAutosaveForm } from '../form/use-autosave-form';
import { SettingsSection } from '../settings-section';
import { beatboxSpec, columnsInUse } from './beatbox-form';

/** The message of a whole number outside `bounds`. */
type RangeText = (bounds: SettingBounds) => string;

/**
 * The beatbox editor's settings (spec §3 "beatbox", defaults in §9), with the bounds and the
 * reshaping of the beatbox page's own settings panel. The spec's `cellStates` grid is not offered:
 * it mirrors the beat, and the beat's time per step is what plays.
 */
export function BeatboxSection() {
  const { t } = useTranslation('settings');
  const autosave = useAutosaveForm(beatboxSpec);
  const { errors } = autosave.form.formState;
  const inUse = columnsInUse(usePreferences());
  const range: RangeText = ({ min, max }) =>
    t('beatbox.wholeRange', { min: String(min), max: String(max) });
  const { beatRows, beatColumns, beatTableHeight } = SETTING_BOUNDS;

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
          {...inputBounds(beatRows)}
          error={errors.rows && range(beatRows)}
          {...autosave.bind('rows', { asNumber: true })}
        />
        <TextField
          label={t('beatbox.columns')}
          type="number"
          inputMode="numeric"
          {...inputBounds(beatColumns)}
          min={Math.max(beatColumns.min, inUse)}
          error={
            errors.columns &&
            (errors.columns.type === CROSS_CHECK
              ? t('beatbox.columnsTooFew', { columns: inUse })
              : range(beatColumns))
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
          {...inputBounds(beatTableHeight)}
          description={t('beatbox.tableHeightHelp')}
          error={errors.tableHeight && range(beatTableHeight)}
          {...autosave.bind('tableHeight', { asNumber: true })}
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

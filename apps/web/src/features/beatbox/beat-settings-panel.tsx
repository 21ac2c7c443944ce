import { useTranslation } from 'react-i18next';
import { SETTING_BOUNDS } from '../../preferences';
import type { BeatSettingsChange } from '../../preferences/beat-edit';
import { Switch } from '../../ui';
import { NumberSetting } from './number-setting';

/** Props of {@link BeatSettingsPanel}. */
export interface BeatSettingsPanelProps {
  readonly rows: number;
  readonly columns: number;
  readonly tableHeight: number;
  readonly fillPoints: boolean;
  readonly addEndPoint: boolean;
  readonly updateTimeHalfway: boolean;
  readonly onChange: (change: BeatSettingsChange) => void;
  readonly onUpdateTimeHalfway: (on: boolean) => void;
}

/**
 * The beat's grid and how it turns into motion, and when a change reaches a playing device. Each
 * setting says in words what it governs (packages/core/src/pattern/README.md).
 */
export function BeatSettingsPanel(props: BeatSettingsPanelProps) {
  const { t } = useTranslation('beatbox');
  const { beatRows, beatColumns, beatTableHeight } = SETTING_BOUNDS;
  return (
    <div className="beatbox-settings">
      <NumberSetting
        label={t('settings.rows')}
        description={t('settings.rowsHelp')}
        value={props.rows}
        min={beatRows.min}
        max={beatRows.max}
        onCommit={(rows) => props.onChange({ rows })}
        testId="beatbox-rows"
      />
      <NumberSetting
        label={t('settings.columns')}
        description={t('settings.columnsHelp')}
        value={props.columns}
        min={beatColumns.min}
        max={beatColumns.max}
        onCommit={(columns) => props.onChange({ columns })}
        testId="beatbox-columns"
      />
      <NumberSetting
        label={t('settings.tableHeight')}
        description={t('settings.tableHeightHelp')}
        value={props.tableHeight}
        min={beatTableHeight.min}
        max={beatTableHeight.max}
        onCommit={(tableHeight) => props.onChange({ tableHeight })}
        testId="beatbox-table-height"
      />
      <Switch
        label={t('settings.fillPoints')}
        description={t('settings.fillPointsHelp')}
        checked={props.fillPoints}
        onCheckedChange={(fillPoints) => props.onChange({ fillPoints })}
      />
      <Switch
        label={t('settings.addEndPoint')}
        description={t('settings.addEndPointHelp')}
        checked={props.addEndPoint}
        onCheckedChange={(addEndPoint) => props.onChange({ addEndPoint })}
      />
      <Switch
        label={t('settings.updateTimeHalfway')}
        description={t('settings.updateTimeHalfwayHelp')}
        checked={props.updateTimeHalfway}
        onCheckedChange={props.onUpdateTimeHalfway}
      />
    </div>
  );
}

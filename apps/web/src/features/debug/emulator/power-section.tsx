import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Switch, TextField } from '../../../ui';
import { ActionResultLine } from './action-result';
import type { EmulatorControl } from './emulator-control';
import { parseNumberInRange } from './parse-number';
import { useControlAction } from './use-control-action';

/** The range the emulator takes for the motor's temperature, °C. */
const TEMPERATURE_RANGE_C = { min: -40, max: 150 } as const;

/** Props of {@link PowerSection}. */
export interface PowerSectionProps {
  readonly control: EmulatorControl;
  readonly onChanged: () => void;
}

/** Sets the emulated battery (level, charger) and the motor's temperature. */
export function PowerSection({ control, onChanged }: PowerSectionProps) {
  const { t } = useTranslation('debug');
  const battery = useControlAction();
  const temperature = useControlAction();
  const [levelText, setLevelText] = useState('50');
  const [charging, setCharging] = useState(false);
  const [tempText, setTempText] = useState('40');
  const levelPct = parseNumberInRange(levelText, 0, 100);
  const motorTempC = parseNumberInRange(tempText, TEMPERATURE_RANGE_C.min, TEMPERATURE_RANGE_C.max);

  const setBattery = async () => {
    if (levelPct === undefined) return;
    const done = await battery.run(
      () => control.setBattery(levelPct / 100, charging),
      () => t('emulator.power.batterySet', { levelPct }),
    );
    if (done !== undefined) onChanged();
  };
  const setTemperature = async () => {
    if (motorTempC === undefined) return;
    const done = await temperature.run(
      () => control.setTemperature(motorTempC),
      () => t('emulator.power.temperatureSet', { value: motorTempC }),
    );
    if (done !== undefined) onChanged();
  };

  return (
    <section className="debug-card" aria-labelledby="emulator-power">
      <h2 id="emulator-power">{t('emulator.power.heading')}</h2>
      <div className="debug-toolbar">
        <TextField
          label={t('emulator.power.level')}
          inputMode="decimal"
          value={levelText}
          onChange={(e) => setLevelText(e.target.value)}
          error={levelPct === undefined ? t('emulator.range', { min: 0, max: 100 }) : undefined}
        />
        <Switch
          label={t('emulator.power.charging')}
          checked={charging}
          onCheckedChange={setCharging}
        />
        <div className="debug-actions">
          <Button
            disabled={battery.pending || levelPct === undefined}
            onClick={() => void setBattery()}
          >
            {t('emulator.power.setBattery')}
          </Button>
        </div>
        <ActionResultLine result={battery.result} />
        <TextField
          label={t('emulator.power.temperature')}
          inputMode="decimal"
          value={tempText}
          onChange={(e) => setTempText(e.target.value)}
          error={motorTempC === undefined ? t('emulator.range', TEMPERATURE_RANGE_C) : undefined}
        />
        <div className="debug-actions">
          <Button
            disabled={temperature.pending || motorTempC === undefined}
            onClick={() => void setTemperature()}
          >
            {t('emulator.power.setTemperature')}
          </Button>
        </div>
        <ActionResultLine result={temperature.result} />
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Select, Slider, Switch } from '../../ui';
import { formatLength } from './script-picker';
import { SCRIPT_RATES, type ClockTransport } from '../../player';

/** Props of {@link ScriptPlayerControls}. */
export interface ScriptPlayerControlsProps {
  readonly player: ClockTransport;
  /** The clock wraps at its end instead of stopping. */
  readonly loop: boolean;
  readonly onLoopChange: (loop: boolean) => void;
  /** False without a script: every control is disabled. */
  readonly enabled: boolean;
}

/** Play/pause, seek, speed and loop of the script-only clock, as a video player has them. */
export function ScriptPlayerControls({
  player,
  loop,
  onLoopChange,
  enabled,
}: ScriptPlayerControlsProps) {
  const { t } = useTranslation('hsp');
  const positionMs = Math.min(player.positionMs(), player.durationMs);
  const time = t('player.time', {
    current: formatLength(positionMs),
    total: formatLength(player.durationMs),
  });
  return (
    <div className="stack hsp-controls">
      <div className="row hsp-controls__main">
        <Button
          onClick={player.playing ? player.pause : player.play}
          disabled={!enabled}
          data-testid="hsp-play"
        >
          {player.playing ? t('player.pause') : t('player.play')}
        </Button>
        <span className="hsp-controls__time" data-testid="hsp-time">
          {time}
        </span>
      </div>
      <Slider
        label={t('player.position')}
        value={[Math.round(positionMs)]}
        min={0}
        max={Math.max(1, Math.round(player.durationMs))}
        step={100}
        disabled={!enabled}
        formatValue={(ms) =>
          t('player.time', { current: formatLength(ms), total: formatLength(player.durationMs) })
        }
        onValueChange={([ms]) => {
          if (ms !== undefined) player.seek(ms);
        }}
      />
      <div className="row hsp-controls__options">
        <Select
          label={t('player.rate')}
          value={String(player.rate)}
          options={SCRIPT_RATES.map((rate) => ({
            value: String(rate),
            label: t('player.rateValue', { rate }),
          }))}
          onValueChange={(value) => player.setRate(Number(value))}
          disabled={!enabled}
        />
        <Switch
          label={t('player.loop')}
          checked={loop}
          onCheckedChange={onLoopChange}
          disabled={!enabled}
        />
      </div>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus, useDeviceState, useEmulatorPosition } from '../../../device';
import { DeviceSimulator } from '../../../player';

const toPct = (fraction: number | undefined) =>
  fraction === undefined ? undefined : fraction * 100;

/**
 * `/debug/simulator`: the device drawn as a slider at its live position. The emulator tells the
 * real position ten times a second; the provider's cloud sends no live position, so there the
 * page says that the figure cannot follow the device.
 */
export default function SimulatorTool() {
  const { t } = useTranslation('debug');
  const slider = useDeviceState((state) => state.slider);
  const reading = useEmulatorPosition(true);
  const live = reading?.kind === 'position' ? reading.positionPct : undefined;
  // Read each frame by the figure, so the latest value goes through a ref, not a re-render of it.
  const latest = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = live;
  }, [live]);
  const minPct = toPct(slider.min);
  const maxPct = toPct(slider.max);

  let source: string;
  if (reading?.kind === 'position') source = t('simulator.fromEmulator');
  else if (reading?.kind === 'notEmulator') source = t('simulator.notEmulator');
  else if (reading?.kind === 'failed') source = t('simulator.failed');
  else source = t('simulator.waiting');

  return (
    <>
      <ConnectionStatus />
      <div className="debug-simulator">
        <DeviceSimulator
          actualPct={() => latest.current}
          {...(minPct !== undefined && maxPct !== undefined
            ? { strokeZone: { minPct, maxPct } }
            : {})}
        />
        <p className="muted" role="status">
          {source}
        </p>
      </div>
    </>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionStatus, useConnection } from '../../../device';
import { apiConfigFrom } from '../../../lib/config';
import { browserFetch } from '../../../lib/http';
import { usePreferences } from '../../../preferences/use-preferences';
import { ButtonsSection } from './buttons-section';
import { DeviceSection } from './device-section';
import { controlBaseUrl, createEmulatorControl } from './emulator-control';
import { FaultsSection } from './faults-section';
import { PowerSection } from './power-section';
import { ServerClockSection } from './server-clock-section';

/** Props of {@link EmulatorTool}. */
export interface EmulatorToolProps {
  /** The fetch the control calls use (tests pass their own). */
  readonly fetch?: typeof fetch;
}

/**
 * `/debug/emulator`: the emulator's control API for the connected device (its figures, buttons,
 * battery and temperature, faults, connection) and the server clock. Against the real cloud the
 * page says so and offers nothing: that API exists only on the emulator.
 */
export default function EmulatorTool({ fetch = browserFetch }: EmulatorToolProps) {
  const { t } = useTranslation('debug');
  const { status, connectionKey } = useConnection();
  const { apiBaseUrl } = apiConfigFrom(usePreferences());
  const baseUrl = controlBaseUrl(apiBaseUrl);
  const [revision, setRevision] = useState(0);
  const control = useMemo(
    () => (baseUrl ? createEmulatorControl(fetch, baseUrl, connectionKey) : undefined),
    [fetch, baseUrl, connectionKey],
  );

  if (!control) {
    return (
      <>
        <ConnectionStatus />
        <p className="debug-empty">{t('emulator.realCloud')}</p>
      </>
    );
  }
  const changed = () => setRevision((n) => n + 1);
  return (
    <>
      <ConnectionStatus />
      {/* Offline too: the device taken offline from here is brought back from here. */}
      {connectionKey !== '' && status !== 'idle' ? (
        <div className="debug-grid">
          <DeviceSection
            control={control}
            connectionKey={connectionKey}
            revision={revision}
            onChanged={changed}
          />
          <ButtonsSection control={control} />
          <PowerSection control={control} onChanged={changed} />
          <FaultsSection control={control} />
          <ServerClockSection control={control} />
        </div>
      ) : (
        <>
          <p className="debug-empty">{t('emulator.connectFirst')}</p>
          <div className="debug-grid">
            <ServerClockSection control={control} />
          </div>
        </>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { isLegacyFirmware, type OtaControls } from '../../device';
import { FirmwareFacts } from './firmware-facts';
import { Fw3Guide } from './fw3-guide';
import { LatestUpdate } from './latest-update';

/** Props of {@link OtaCards}. */
export interface OtaCardsProps {
  readonly controls: OtaControls;
  /** `/ota-fw3`: its guide first, and the update only for a device that needs it. */
  readonly fw3?: boolean;
  /** The release is the one a route names (chosen or linked), not the latest. */
  readonly chosen?: boolean;
}

/** What the firmware pages show while no device is connected. */
export function OtaOffline() {
  const { t } = useTranslation('ota');
  return (
    <p className="card muted" data-testid="ota-offline">
      {t('latest.offline')}
    </p>
  );
}

/**
 * The firmware pages' content: without a device, what to do; with one, its firmware and the
 * update. Once an update has started the update card stays, since the device goes offline when it
 * reboots into the new firmware or when it drops out mid-update, and the user must see how it
 * ended.
 */
export function OtaCards({ controls, fw3 = false, chosen = false }: OtaCardsProps) {
  if (!controls.connected && controls.startedFrom === undefined) return <OtaOffline />;
  return (
    <div className="ota-cards">
      {fw3 && <Fw3Guide fwVersion={controls.fwVersion} />}
      <FirmwareFacts {...controls} chosen={chosen} />
      {(!fw3 ||
        controls.startedFrom !== undefined ||
        controls.fwVersion === undefined ||
        isLegacyFirmware(controls.fwVersion)) && (
        <LatestUpdate {...controls} onFw3Page={fw3} chosen={chosen} />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { isLegacyFirmware, useOta } from '../../device';
import { FirmwareFacts } from './firmware-facts';
import { Fw3Guide } from './fw3-guide';
import { LatestUpdate } from './latest-update';

/**
 * `/ota`'s content (and `/ota-fw3`'s, with its guide first): without a device, what to do; with one, its firmware and the update. Once an
 * update has started the update card stays, since the device goes offline when it reboots into
 * the new firmware or when it drops out mid-update, and the user must see how it ended.
 */
export function LatestOtaBody({ fw3 = false }: { readonly fw3?: boolean }) {
  const { t } = useTranslation('ota');
  const controls = useOta();
  if (!controls.connected && controls.startedFrom === undefined)
    return (
      <p className="card muted" data-testid="ota-offline">
        {t('latest.offline')}
      </p>
    );
  return (
    <div className="ota-cards">
      {fw3 && <Fw3Guide fwVersion={controls.fwVersion} />}
      <FirmwareFacts {...controls} />
      {(!fw3 ||
        controls.startedFrom !== undefined ||
        controls.fwVersion === undefined ||
        isLegacyFirmware(controls.fwVersion)) && <LatestUpdate {...controls} onFw3Page={fw3} />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useOta } from '../../device';
import { FirmwareFacts } from './firmware-facts';
import { LatestUpdate } from './latest-update';

/**
 * `/ota`'s content: without a device, what to do; with one, its firmware and the update. Once an
 * update has started the update card stays, since the device goes offline when it reboots into
 * the new firmware or when it drops out mid-update, and the user must see how it ended.
 */
export function LatestOtaBody() {
  const { t } = useTranslation('ota');
  const controls = useOta();
  if (!controls.connected && controls.startedFrom === undefined)
    return (
      <p className="card muted" data-testid="ota-offline">
        {t('latest.offline')}
      </p>
    );
  return (
    <>
      <FirmwareFacts {...controls} />
      <LatestUpdate {...controls} />
    </>
  );
}

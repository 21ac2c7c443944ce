import { useTranslation } from 'react-i18next';

/**
 * The plain screen over the clip while the person taps to the device: the picture (and the device
 * figure beside it) would be a cue to tap to instead of the device. The clip keeps playing under
 * it, muted, so the device keeps following.
 */
export function DevicePhaseCover() {
  const { t } = useTranslation('sync');
  return (
    <div className="device-phase-cover" data-testid="calibration-cover">
      <p>{t('calibration.device.cover')}</p>
    </div>
  );
}

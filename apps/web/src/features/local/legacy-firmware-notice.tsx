import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Props of {@link LegacyFirmwareNotice}. */
export interface LegacyFirmwareNoticeProps {
  /** The device's firmware version, as it reports it. */
  readonly version: string;
}

/**
 * The device's firmware cannot play scripts in sync, so the device is left alone and the video
 * plays by itself: say so, with the way to the firmware update that fixes it.
 */
export function LegacyFirmwareNotice({ version }: LegacyFirmwareNoticeProps) {
  const { t } = useTranslation('local');
  return (
    <div
      className="local-message notice notice--danger"
      role="status"
      data-testid="local-legacy-firmware"
    >
      <p>{t('legacyFirmware.text', { version })}</p>
      <Link className="local-message__link" to="/ota-fw3">
        {t('legacyFirmware.action')}
      </Link>
    </div>
  );
}

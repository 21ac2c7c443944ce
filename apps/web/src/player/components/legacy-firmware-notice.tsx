import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './player-notice.css';

/** Props of {@link LegacyFirmwareNotice}. */
export interface LegacyFirmwareNoticeProps {
  /** The device's firmware version, as it reports it. */
  readonly version: string;
  /** What plays on without the device: a video, a script-only clock or a pattern. */
  readonly media: 'video' | 'script' | 'pattern';
}

/**
 * The device's firmware cannot play scripts in sync, so the device is left alone and the media
 * plays by itself: say so, with the way to the firmware update that fixes it.
 */
export function LegacyFirmwareNotice({ version, media }: LegacyFirmwareNoticeProps) {
  const { t } = useTranslation('player');
  return (
    <div
      className="player-notice notice notice--danger"
      role="status"
      data-testid="player-legacy-firmware"
    >
      <p>{t(`legacyFirmware.${media}`, { version })}</p>
      <Link className="player-notice__link" to="/ota-fw3">
        {t('legacyFirmware.action')}
      </Link>
    </div>
  );
}

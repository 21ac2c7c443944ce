import { useTranslation } from 'react-i18next';
import { useEmergencyStop } from '../../device';
import { Button } from '../../ui';

/** Props of {@link FullscreenStop}. */
export interface FullscreenStopProps {
  readonly video: HTMLVideoElement | null;
}

/**
 * A stop inside the fullscreen element: in fullscreen the header's sticky stop is out of sight and
 * the browser may take Escape to leave fullscreen. One press pauses the video (so the engine does
 * not start the device again) and runs the same emergency stop as the header.
 */
export function FullscreenStop({ video }: FullscreenStopProps) {
  const { t } = useTranslation('local');
  const stop = useEmergencyStop();
  return (
    <Button
      variant="danger"
      className="local-fullscreen-stop"
      data-testid="local-fullscreen-stop"
      onClick={() => {
        video?.pause();
        void stop();
      }}
    >
      {t('fullscreenStop')}
    </Button>
  );
}

import type { PlaybackError } from '@glide/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { PlayerTransport } from './transport';

/** Props of {@link EngineError}. */
export interface EngineErrorProps {
  readonly error: PlaybackError;
  readonly transport: PlayerTransport;
  /** Prepares the device again at the media's time ("Retry", "Resync"). */
  readonly onRetry: () => void;
  readonly onTransport: (transport: PlayerTransport) => void;
}

/**
 * Why the device stopped following, in words, with what fixes it: retry or stream instead of
 * uploading for a failed upload or script, resync for a device that stopped answering; connecting
 * (from the header's chip) when there is none. The video is never stopped by it, and the message says so.
 */
export function EngineError({ error, transport, onRetry, onTransport }: EngineErrorProps) {
  const { t } = useTranslation('local');
  const other: PlayerTransport = transport === 'hssp' ? 'hsp' : 'hssp';
  return (
    <div
      className="local-message local-message--error"
      role="alert"
      data-testid="local-engine-error"
    >
      <p>
        {t(`engineError.${error.kind}`)} {t('engineError.videoKeepsPlaying')}
      </p>
      {/* Without a device the fix is the connection chip in the header, always in reach. */}
      {error.kind !== 'noDevice' && (
        <Button variant="secondary" onClick={onRetry}>
          {t('engineError.retry')}
        </Button>
      )}
      {(error.kind === 'upload' || error.kind === 'scriptFailed') && (
        <Button variant="secondary" onClick={() => onTransport(other)}>
          {t(other === 'hsp' ? 'engineError.useHsp' : 'engineError.useHssp')}
        </Button>
      )}
    </div>
  );
}

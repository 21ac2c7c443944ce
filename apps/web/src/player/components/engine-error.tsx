import type { PlaybackError, TransportKind } from '@glide/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import './engine-error.css';

/** Props of {@link EngineError}. */
export interface EngineErrorProps {
  readonly error: PlaybackError;
  /** Prepares the device again at the media's time ("Retry"). */
  readonly onRetry: () => void;
  /** What keeps going meanwhile: a video (the default) or a script on its own clock (`/hsp`). */
  readonly media?: 'video' | 'script';
  /**
   * Where the page lets the user pick the transport (`/local`): the one in use, and how to switch.
   * Pages that only stream (`/sync`, `/hsp`) leave it out, and no switch is offered.
   */
  readonly transport?: {
    readonly current: TransportKind;
    readonly onChange: (transport: TransportKind) => void;
  };
}

/**
 * Why the device stopped following, in words, with what fixes it: retry (or, where the page
 * offers both transports, stream instead of uploading) for a failed upload or script, retry for a
 * device that stopped answering; connecting (from the header's chip) when there is none. The
 * media is never stopped by it, and the message says so.
 */
export function EngineError({ error, onRetry, media = 'video', transport }: EngineErrorProps) {
  const { t } = useTranslation('player');
  const other: TransportKind | undefined =
    transport && (transport.current === 'hssp' ? 'hsp' : 'hssp');
  const offersOther = error.kind === 'upload' || error.kind === 'scriptFailed';
  return (
    <div className="engine-error notice notice--danger" role="alert" data-testid="engine-error">
      <p>
        {t(`engineError.${error.kind}`)}{' '}
        {t(media === 'video' ? 'engineError.videoKeepsPlaying' : 'engineError.scriptKeepsPlaying')}
      </p>
      {/* Without a device the fix is the connection chip in the header, always in reach. */}
      {error.kind !== 'noDevice' && (
        <Button variant="secondary" onClick={onRetry}>
          {t('engineError.retry')}
        </Button>
      )}
      {offersOther && transport && other && (
        <Button variant="secondary" onClick={() => transport.onChange(other)}>
          {t(other === 'hsp' ? 'engineError.useHsp' : 'engineError.useHssp')}
        </Button>
      )}
    </div>
  );
}

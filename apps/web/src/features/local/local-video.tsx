import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoSource } from './intake/use-local-intake';

/** Props of {@link LocalVideo}. */
export interface LocalVideoProps {
  readonly source: VideoSource;
  readonly videoRef?: Ref<HTMLVideoElement>;
  /** The length became known (ms; `Infinity` for a live stream). */
  readonly onDuration: (durationMs: number) => void;
  /** The element failed: its `MediaError.code`. */
  readonly onError: (code: number | undefined) => void;
  /** The video starts again at its end (spec `localPlayer.loop`). */
  readonly loop: boolean;
  /** Native controls until the player's own controls are shown. */
  readonly nativeControls: boolean;
}

/** The `<video>`: inline on phones (no forced fullscreen), reporting its length and failures. */
export function LocalVideo({
  source,
  loop,
  videoRef,
  onDuration,
  onError,
  nativeControls,
}: LocalVideoProps) {
  const { t } = useTranslation('local');
  return (
    <video
      key={source.src}
      ref={videoRef}
      className="local-video"
      data-testid="local-video"
      src={source.src}
      playsInline
      loop={loop}
      preload="metadata"
      controls={nativeControls}
      aria-label={t('files.video')}
      onLoadedMetadata={(event) => onDuration(event.currentTarget.duration * 1000)}
      onError={(event) => onError(event.currentTarget.error?.code)}
    />
  );
}

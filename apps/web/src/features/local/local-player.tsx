import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaybackPhase, PlaybackScript } from '@glide/core';
import { strokeZoneOf, useDeviceState, useEmulatorPosition, useUserTimeOffset } from '../../device';
import {
  DeviceSimulator,
  EngineError,
  OffsetControl,
  PlayerControls,
  ScriptGraph,
  SyncHealthPanel,
  usePlayerKeys,
} from '../../player/components';
import { usePlaybackEngine } from '../../player/use-playback-engine';
import { useDeviceButtons } from '../../player/use-device-buttons';
import { preferencesStore } from '../../lib/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import { expectedPositionPct } from './expected-position';
import { FilePickButtons } from './file-pick-buttons';
import { FullscreenStop } from './fullscreen-stop';
import type { LoadedScript } from './intake/read-script';
import type { LocalIntake, VideoSource } from './intake/use-local-intake';
import { LastTime } from './last-time';
import { LegacyFirmwareNotice } from './legacy-firmware-notice';
import { LocalVideo } from './local-video';
import { PauseNotice } from './pause-notice';
import { PlayerLoading, ScriptSending } from './player-loading';
import { PlayerOptions } from './player-options';
import { SourceSummary } from './source-summary';
import { transportOf, type PlayerTransport } from './transport';
import { TransportChoice } from './transport-choice';
import { useLegacyFirmware } from './use-legacy-firmware';
import { usePauseReason } from './use-pause-reason';
import { videoButtonControls } from '../../player/video-button-controls';

/** The phases in which the device follows a script: its transport must not change under it. */
const FOLLOWING: ReadonlySet<PlaybackPhase> = new Set<PlaybackPhase>([
  'uploading',
  'preparing',
  'playing',
  'waiting',
]);

/** Props of {@link LocalPlayer}. */
export interface LocalPlayerProps {
  readonly video: VideoSource;
  readonly script: LoadedScript | undefined;
  readonly intake: Pick<LocalIntake, 'loadingScript' | 'chooseAxis' | 'reportVideoError'>;
  readonly onDuration: (durationMs: number) => void;
  readonly onPickVideo: () => void;
  readonly onPickScript: () => void;
}

/**
 * The loaded player: the video with the device following it through the playback engine, the
 * chosen files, the transport and the options. The device's buttons drive the video. The user's
 * time offset is not passed to the engine: it is the device's own (`/hstp/offset`), which the
 * device already applies to what it plays.
 */
export function LocalPlayer({
  video,
  script,
  intake,
  onDuration,
  onPickVideo,
  onPickScript,
}: LocalPlayerProps) {
  const { t } = useTranslation('local');
  const { localPlayer, keyBinding } = usePreferences();
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const offset = useUserTimeOffset();
  const transport = transportOf(localPlayer.transport);
  const playback = useMemo<PlaybackScript | undefined>(
    () => (script ? { points: script.points, name: script.uploadName } : undefined),
    [script],
  );
  const pauseReason = usePauseReason(element);
  // Firmware below 4 cannot play a script through API v3: the device is left alone, the video plays.
  const legacyVersion = useLegacyFirmware();
  const engine = usePlaybackEngine({
    media: { kind: 'video', element },
    script: legacyVersion === undefined ? playback : undefined,
    transport,
    loop: localPlayer.loop,
    offsetMs: 0,
    // The device stopped, another session took it, or it went offline: the video waits for it,
    // and the page says which, since the user did not pause it.
    onPauseMedia: (reason) => {
      pauseReason.note(reason);
      element?.pause();
    },
  });
  useDeviceButtons(videoButtonControls(element));
  usePlayerKeys(element, { enabled: true, fullscreenTarget: stage });
  const emulator = useEmulatorPosition(localPlayer.showEmulator);
  const actions = script?.script.actions;
  const mediaMs = () => (element ? element.currentTime * 1000 : 0);
  // The device applies the user's offset itself, so the expected figure shifts by it too.
  const expectedPct = () =>
    element && actions && !element.paused
      ? expectedPositionPct(actions, mediaMs(), offset.offsetMs ?? 0)
      : undefined;
  const actualPct = () => (emulator?.kind === 'position' ? emulator.positionPct : undefined);
  const chooseTransport = (next: PlayerTransport) =>
    preferencesStore().update({ localPlayer: { transport: next } });
  const error = engine.status?.error;
  const setLoop = (loop: boolean) => preferencesStore().update({ localPlayer: { loop } });
  const slider = useDeviceState((state) => state.slider);
  const strokeZone = strokeZoneOf(slider);
  const phase = engine.status?.phase;
  const following = phase !== undefined && FOLLOWING.has(phase);
  // The element is keyed by its address: a new address is loading until it answers either way.
  const [settledSrc, setSettledSrc] = useState<string | undefined>(undefined);
  const videoLoading = settledSrc !== video.src;
  const reportVideoError = (code: number | undefined) => {
    setSettledSrc(video.src);
    intake.reportVideoError(code);
  };

  return (
    <div className="local-layout">
      <div className="local-stage">
        <div
          className="local-screen"
          ref={setStage}
          data-loading={videoLoading ? 'true' : undefined}
        >
          <LocalVideo
            source={video}
            videoRef={setElement}
            loop={localPlayer.loop}
            nativeControls={false}
            onDuration={(durationMs) => {
              setSettledSrc(video.src);
              onDuration(durationMs);
            }}
            onError={reportVideoError}
          />
          {videoLoading && <PlayerLoading what="video" />}
          <FullscreenStop video={element} />
        </div>
        <PlayerControls
          video={element}
          actions={script?.script.actions ?? []}
          loop={localPlayer.loop}
          onLoopChange={setLoop}
          fullscreenTarget={stage}
        />
        <PauseNotice reason={pauseReason.reason} />
        {legacyVersion !== undefined && <LegacyFirmwareNotice version={legacyVersion} />}
        <ScriptSending phase={phase} />
        {intake.loadingScript && <PlayerLoading what="script" />}
        {script && !intake.loadingScript && (
          <ScriptGraph
            actions={script.script.actions}
            positionMs={mediaMs}
            label={t('graphLabel', { name: script.fileName })}
          />
        )}
        {error && (
          <EngineError
            error={error}
            onRetry={engine.resync}
            transport={{ current: transport, onChange: chooseTransport }}
          />
        )}
      </div>
      <div className="local-panels">
        <SyncHealthPanel status={engine.status} onResync={engine.resync} />
        {localPlayer.showSimulator && (
          <DeviceSimulator
            expectedPct={expectedPct}
            {...(strokeZone ? { strokeZone } : {})}
            {...(localPlayer.showEmulator ? { actualPct } : {})}
          />
        )}
        {offset.available && offset.offsetMs !== undefined ? (
          <OffsetControl
            valueMs={offset.offsetMs}
            onChange={offset.setOffsetMs}
            stepMs={keyBinding.timeOffset.incrementMs}
          />
        ) : (
          <p className="local-muted" data-testid="local-offset-connect">
            {t('offsetConnectFirst')}
          </p>
        )}
        <SourceSummary
          video={video}
          script={script}
          loadingScript={intake.loadingScript}
          onAxis={intake.chooseAxis}
        />
        {script === undefined && !intake.loadingScript && (
          <LastTime
            video=""
            script={localPlayer.scriptUrl === '' ? localPlayer.lastScriptName : ''}
          />
        )}
        <FilePickButtons onPickVideo={onPickVideo} onPickScript={onPickScript} />
        <TransportChoice value={transport} onChange={chooseTransport} locked={following} />
        <PlayerOptions />
      </div>
    </div>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindingKind } from '@glide/core';
import {
  strokeZoneOf,
  useDeviceParts,
  useDeviceState,
  useEmulatorPosition,
  useUserTimeOffset,
} from '../../device';
import {
  DeviceSimulator,
  EngineError,
  LegacyFirmwareNotice,
  OffsetControl,
  PauseNotice,
  PlayerControls,
  PreflightPanel,
  ScriptGraph,
  SyncHealthPanel,
  usePlayer,
  useMediaPaused,
  usePresentedMediaMs,
  VideoFramesProvider,
} from '../../player';
import { preferencesStore } from '../../preferences/preferences-instance';
import { Button } from '../../ui';
import { usePreferences } from '../../preferences/use-preferences';
import { expectedPositionPct } from './expected-position';
import { FilePickButtons } from './file-pick-buttons';
import { FullscreenStop } from './fullscreen-stop';
import type { LoadedScript } from './intake/read-script';
import type { LocalIntake, VideoSource } from './intake/use-local-intake';
import { LastTime } from './last-time';
import { LocalVideo } from './local-video';
import { PlayerLoading, ScriptSending } from './player-loading';
import { PlayerOptions } from './player-options';
import { SourceSummary } from './source-summary';
import { formatDuration } from './format-duration';
import { useLibraryPlayback, type LibraryPlayback } from './library/use-library-playback';
import { transportOf, type PlayerTransport } from './transport';
import { TransportChoice } from './transport-choice';
import { DeviceLanes } from './device-lanes';
import { useStashPlayback, type StashSession } from './stash/use-stash-playback';

/** Findings this page says in its own words elsewhere (the length, above the player). */
const HIDDEN_FINDINGS: readonly FindingKind[] = ['lengthMismatch'];

/** Props of {@link LocalPlayer}. */
export interface LocalPlayerProps {
  readonly video: VideoSource;
  readonly script: LoadedScript | undefined;
  readonly intake: Pick<LocalIntake, 'loadingScript' | 'chooseAxis' | 'reportVideoError'>;
  readonly onDuration: (durationMs: number) => void;
  readonly onPickVideo: () => void;
  readonly onPickScript: () => void;
  /** The video came from the library: it may start by itself, goes on at its end, and is remembered. */
  readonly library?: LibraryPlayback;
  /** The video is a scene of the Stash library: resumed, recorded and followed by the next. */
  readonly stash?: StashSession;
  /** Shown under the player, in its column (the library's playlist). */
  readonly children?: ReactNode;
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
  library,
  stash,
  children,
}: LocalPlayerProps) {
  const { t } = useTranslation('local');
  const { localPlayer, keyBinding, library: stored } = usePreferences();
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const offset = useUserTimeOffset();
  const transport = transportOf(localPlayer.transport);
  const strokeZone = strokeZoneOf(useDeviceState((state) => state.slider));
  const [videoMs, setVideoMs] = useState<number | undefined>(undefined);
  // The device stopped, another session took it, or it went offline: the video waits for it, and
  // the player says which, since the user did not pause it. The script is checked before it plays
  // (this device's stroke zone, this transport); the fixes the user applies change what plays, is
  // drawn and is exported, never the file.
  // The linked devices that play their own part are left out of what the device in use's player
  // sends (claimed before it sends); when that set changes, its script is set up again, so that a
  // device given back to the group plays the group's script.
  const parts = useDeviceParts();
  const { ownKeysSignature } = parts;
  const playable = useMemo(
    () => (script ? { ...script.playable, source: { ...script.playable.source } } : undefined),
    // A new set of devices with their own part is a new setup: the copy says so to the engine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [script, ownKeysSignature],
  );
  const player = usePlayer({
    media: { kind: 'video', element, loop: localPlayer.loop },
    playable,
    transport,
    preflight: {
      ...(videoMs !== undefined ? { videoDurationMs: videoMs } : {}),
      ...(library ? { variantCount: library.variantCount } : {}),
    },
    keys: { enabled: true, fullscreenTarget: stage },
  });
  const preflight = player.preflight;
  const transformed = player.played?.kind === 'script' ? player.played.script : undefined;
  // A library video asked to start waits until its script is read and the device is ready for it.
  const startGate = {
    open: () => {
      const phase = player.phaseNow();
      return !intake.loadingScript && phase !== 'uploading' && phase !== 'preparing';
    },
    version: `${String(intake.loadingScript)} ${player.status?.phase ?? ''}`,
  };
  const resume = useLibraryPlayback(
    element,
    library,
    library ? stored.positions[library.path] : undefined,
    startGate,
  );
  useStashPlayback(element, stash, startGate);
  // Paused because the device went offline, the pause notice says what happens next; "the video
  // plays on its own" beside it would say the opposite. Once the user plays on, it is true again.
  const engineError = player.status?.error;
  const shownError =
    engineError?.kind === 'noDevice' && player.pauseReason === 'deviceOffline'
      ? undefined
      : engineError;
  const videoPaused = useMediaPaused(element);
  const emulator = useEmulatorPosition(localPlayer.showEmulator, !videoPaused);
  const actions = transformed?.actions;
  // The figures draw where the script is at the picture on screen, on the video's frames.
  const mediaMs = usePresentedMediaMs(element);
  // The device applies the user's offset itself, so the expected figure shifts by it too.
  const expectedPct = () =>
    element && actions && !element.paused
      ? expectedPositionPct(actions, mediaMs(), offset.offsetMs ?? 0)
      : undefined;
  const actualPct = () => (emulator?.kind === 'position' ? emulator.positionPct : undefined);
  const chooseTransport = (next: PlayerTransport) =>
    preferencesStore().update({ localPlayer: { transport: next } });
  const setLoop = (loop: boolean) => preferencesStore().update({ localPlayer: { loop } });
  // The element is keyed by its address: a new address is loading until it answers either way.
  const [settledSrc, setSettledSrc] = useState<string | undefined>(undefined);
  const videoLoading = settledSrc !== video.src;
  const reportVideoError = (code: number | undefined) => {
    setSettledSrc(video.src);
    intake.reportVideoError(code);
  };

  return (
    <VideoFramesProvider video={element}>
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
                setVideoMs(durationMs);
                onDuration(durationMs);
              }}
              onError={reportVideoError}
            />
            {videoLoading && <PlayerLoading what="video" />}
            <FullscreenStop video={element} />
          </div>
          <PlayerControls
            video={element}
            actions={actions ?? []}
            loop={localPlayer.loop}
            onLoopChange={setLoop}
            fullscreenTarget={stage}
          />
          {resume.resumeAtMs !== undefined && (
            <div className="player-notice notice" data-testid="library-resume">
              <p>{t('library.resumeOffer', { at: formatDuration(resume.resumeAtMs) })}</p>
              <Button variant="secondary" onClick={resume.resume}>
                {t('library.resume')}
              </Button>
            </div>
          )}
          {script && preflight && (
            <PreflightPanel
              preflight={preflight}
              fileName={script.fileName}
              // The length against the video is said above the player already.
              hide={HIDDEN_FINDINGS}
              {...(transport === 'hssp' ? { onSwitchToHsp: () => chooseTransport('hsp') } : {})}
              {...(library?.onPickVariant ? { onPickVariant: library.onPickVariant } : {})}
            />
          )}
          <PauseNotice reason={player.pauseReason} />
          {player.legacyFirmware !== undefined && (
            <LegacyFirmwareNotice version={player.legacyFirmware} media="video" />
          )}
          <ScriptSending phase={player.status?.phase} />
          {intake.loadingScript && <PlayerLoading what="script" />}
          {script && !intake.loadingScript && (
            <ScriptGraph
              actions={actions ?? script.script.actions}
              positionMs={mediaMs}
              label={t('graphLabel', { name: script.fileName })}
            />
          )}
          <DeviceLanes
            parts={parts}
            element={element}
            transport={transport}
            loop={localPlayer.loop}
            positionMs={mediaMs}
            script={script}
            entry={library?.entry}
          />
          {shownError && (
            <EngineError
              error={shownError}
              onRetry={player.resync}
              transport={{ current: transport, onChange: chooseTransport }}
            />
          )}
          {children}
        </div>
        <div className="local-panels">
          <SyncHealthPanel status={player.status} onResync={player.resync} />
          {localPlayer.showSimulator && (
            <DeviceSimulator
              expectedPct={expectedPct}
              running={() => !videoPaused}
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
          {script === undefined && !intake.loadingScript && !stash && (
            <LastTime
              video=""
              script={localPlayer.scriptUrl === '' ? localPlayer.lastScriptName : ''}
            />
          )}
          <FilePickButtons onPickVideo={onPickVideo} onPickScript={onPickScript} />
          <TransportChoice value={transport} onChange={chooseTransport} locked={player.following} />
          <PlayerOptions />
        </div>
      </div>
    </VideoFramesProvider>
  );
}

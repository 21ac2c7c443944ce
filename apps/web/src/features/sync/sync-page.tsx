import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { positionAt } from '@glide/core';
import {
  CALIBRATION_PAGE,
  useConnection,
  useDeviceCalibration,
  useEmulatorPosition,
} from '../../device';
import { preferencesStore } from '../../preferences/preferences-instance';
import { usePreferences } from '../../preferences/use-preferences';
import {
  ConnectPrompt,
  DeviceSimulator,
  EngineError,
  LegacyFirmwareNotice,
  PauseNotice,
  PlayerControls,
  ScriptGraph,
  SyncHealthPanel,
  usePlayer,
  useMediaPaused,
  usePresentedMediaMs,
  VideoFramesProvider,
} from '../../player';
import { Button, PageHeader } from '../../ui';
import { holdsSpace, isTapping } from './calibration/calibration-wizard';
import { CalibrationPanel } from './calibration/calibration-panel';
import { DevicePhaseCover } from './calibration/device-phase-cover';
import { useCalibrationWizard, useTapCalibration } from './calibration/use-tap-calibration';
import { SYNC_CLIP_URL } from './sync-clip';
import { SyncGuide } from './sync-guide';
import { SyncOffsetCard } from './sync-offset-card';
import { SyncOptions } from './sync-options';
import { useSyncOffset } from './use-sync-offset';
import { useSyncScript } from './use-sync-script';
import './sync.css';

const NO_ACTIONS: readonly never[] = [];

/**
 * `/sync`: the sync test. The shipped clip plays with its script on the playback engine (streamed
 * from the browser, HSP); the user tunes the time offset by eye and ear, hears each change at once
 * and saves it to the device, or lets the tap calibration measure it. Without a device the clip
 * still plays, and the page says how to connect.
 */
export default function SyncPage() {
  const { t } = useTranslation('sync');
  const { status: connection } = useConnection();
  const connected = connection === 'connected';
  const { syncPage, localPlayer } = usePreferences();
  const { state: scriptState, retry } = useSyncScript();
  const offset = useSyncOffset();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  const [videoFailed, setVideoFailed] = useState(false);
  const headingId = useId();
  const script = scriptState.kind === 'ready' ? scriptState.script : undefined;
  const actions = script?.actions ?? NO_ACTIONS;

  const steps = useCalibrationWizard();
  const [wizardState] = steps;
  const tapping = isTapping(wizardState);
  // While the wizard runs, the clip loops whatever the setting (a phase can outlast it).
  const loop = syncPage.loop || wizardState.step !== 'intro';
  // The video taps measure the person's reaction to the flash and the click alone: the device
  // holds still for them (its motion and motor noise, late by its lag, would be a cue of their
  // own and bias the reaction measured), and until the person has turned to it and starts step 2.
  // No script, no engine load: the device is stopped and stays so.
  const deviceHoldsStill = wizardState.step === 'videoTaps' || wizardState.step === 'deviceReady';
  // The device's buttons drive the clip as they drive any video (spec §4). While taps are
  // collected, and right after, Space is the wizard's, not play and pause; the other player keys
  // (arrows, M, F) stay on.
  const player = usePlayer({
    media: { kind: 'video', element: video, loop },
    playable: deviceHoldsStill ? undefined : script,
    transport: 'hsp',
    offsetMs: offset.playerOffsetMs,
    keys: { enabled: true, leaveSpace: holdsSpace(wizardState), fullscreenTarget: stage },
  });
  const { status, resync } = player;
  const wizard = useTapCalibration({
    wizard: steps,
    video,
    actions: script?.actions,
    deviceFollowing: connected && status?.phase === 'playing',
    offsetMs: offset.valueMs,
    savedOffsetMs: offset.savedMs,
    saveOffset: offset.saveValue,
  });
  const { record } = useDeviceCalibration();
  const fromOffer = useLocation().hash === CALIBRATION_PAGE.hash;
  // The device phase hides the clip under a plain screen. The device figure goes while taps are
  // collected: it would be a cue, and on a phone the clip needs the width.
  const covered = wizardState.step === 'deviceReady' || wizardState.step === 'deviceTaps';
  // Each step of the wizard that plays the clip brings it into view, the wizard's panel under it.
  const wizardStep = wizardState.step;
  useEffect(() => {
    if (wizardStep === 'videoTaps' || wizardStep === 'applied') {
      stage?.scrollIntoView?.({ block: 'start' });
    }
  }, [wizardStep, stage]);
  const panel = (
    <CalibrationPanel
      wizard={wizard}
      connected={connected}
      scriptReady={script !== undefined}
      offsetMs={offset.valueMs}
      record={record}
      focusStart={fromOffer}
    />
  );
  // The player settings' "show the emulated device" holds here too: the real position beside the
  // expected one shows what the offset does to the device.
  const videoPaused = useMediaPaused(video);
  const emulator = useEmulatorPosition(localPlayer.showEmulator, !videoPaused);
  const actualPct = () => (emulator?.kind === 'position' ? emulator.positionPct : undefined);
  // The figure and the graph draw where the script is at the picture on screen, on the video's
  // frames, as on the local player: 30 moves a second for the clip, not the screen's 60.
  const mediaMs = usePresentedMediaMs(video);
  // Without a device the connect prompt says what to do; every other failure says why here.
  const shownError = player.error;

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      {!connected && (
        <ConnectPrompt title={t('connect.title')} body={t('connect.body')} testId="sync-connect" />
      )}
      <VideoFramesProvider video={video}>
        <div className="sync-grid">
          <section className="card stack sync-player" aria-labelledby={headingId}>
            <h2 id={headingId}>{t('video.heading')}</h2>
            <div className="sync-stage" ref={setStage}>
              <video
                ref={setVideo}
                className="sync-stage__video"
                src={SYNC_CLIP_URL}
                loop={loop}
                playsInline
                preload="auto"
                aria-label={t('video.label')}
                onError={() => setVideoFailed(true)}
              />
              {syncPage.simulator && !tapping && !covered && (
                <DeviceSimulator
                  expectedPct={() => (script && video ? positionAt(actions, mediaMs()) : undefined)}
                  running={() => !videoPaused}
                  {...(localPlayer.showEmulator ? { actualPct } : {})}
                />
              )}
              {covered && <DevicePhaseCover />}
            </div>
            {wizard.active && panel}
            {!tapping && (
              <PlayerControls
                video={video}
                actions={actions}
                loop={syncPage.loop}
                onLoopChange={(next) => preferencesStore().update({ syncPage: { loop: next } })}
                fullscreenTarget={stage}
              />
            )}
            {script && !covered && (
              <ScriptGraph actions={actions} positionMs={mediaMs} label={t('video.graph')} />
            )}
            <PauseNotice reason={player.pauseReason} />
            {player.legacyFirmware !== undefined && (
              <LegacyFirmwareNotice version={player.legacyFirmware} media="video" />
            )}
            {shownError && <EngineError error={shownError} onRetry={resync} />}
            {scriptState.kind === 'loading' && (
              <p className="muted" role="status">
                {t('video.loading')}
              </p>
            )}
            {scriptState.kind === 'failed' && (
              <div className="sync-problem notice notice--danger" role="alert">
                <p>{t('video.scriptFailed')}</p>
                <Button variant="secondary" onClick={retry}>
                  {t('video.retry')}
                </Button>
              </div>
            )}
            {videoFailed && (
              <div className="sync-problem notice notice--danger" role="alert">
                <p>{t('video.videoFailed')}</p>
                <Button variant="secondary" onClick={() => window.location.reload()}>
                  {t('video.reload')}
                </Button>
              </div>
            )}
            <p className="muted">{t('video.transport')}</p>
            {!wizard.active && panel}
          </section>
          <div className="stack sync-side">
            <SyncOffsetCard offset={offset} connected={connected} />
            <SyncHealthPanel status={status} onResync={resync} connected={connected} />
          </div>
          <SyncGuide />
          <SyncOptions />
        </div>
      </VideoFramesProvider>
    </>
  );
}

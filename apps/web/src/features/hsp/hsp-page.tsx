import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { positionAt, ScriptClock, scriptPlayable, systemClock, type MediaEvent } from '@glide/core';
import { strokeZoneOf, useConnection, useDeviceState } from '../../device';
import {
  BufferView,
  ConnectPrompt,
  DeviceSimulator,
  EngineError,
  LegacyFirmwareNotice,
  PauseNotice,
  PreflightPanel,
  ScriptGraph,
  SyncHealthPanel,
} from '../../player/components';
import { scriptControls } from '../../player/media-controls';
import { usePlayer } from '../../player/use-player';
import { usePreflight } from '../../player/use-preflight';
import { PageHeader } from '../../ui';
import { ScriptPicker } from './script-picker';
import { ScriptPlayerControls } from './script-player-controls';
import { useScriptPlayer } from '../../player/use-script-player';
import { useScriptSource } from './use-script-source';
import './hsp.css';

/**
 * `/hsp`: script-only playback. A script from a file or the shipped sample plays on a virtual
 * clock (no video) and is streamed to the device point by point (HSP) by the same engine the video
 * players use; the buffer the device holds is shown live, with the script graph, the device
 * figure and the sync health.
 */
export default function HspPage() {
  const { t } = useTranslation('hsp');
  const { status: connection } = useConnection();
  const connected = connection === 'connected';
  const scriptSource = useScriptSource();
  const { source } = scriptSource;
  const loaded = source.kind === 'ready' ? source.script : undefined;
  const slider = useDeviceState((state) => state.slider);
  const zone = strokeZoneOf(slider);
  // Checked before it plays, as on /local; a fix changes what streams, never the file.
  const preflight = usePreflight(loaded?.script, {
    transport: 'hsp',
    ...(zone ? { strokeZonePct: { min: zone.minPct, max: zone.maxPct } } : {}),
  });
  const transformed = preflight.script;
  const script = useMemo(
    () =>
      loaded && transformed && transformed !== loaded.script
        ? {
            ...loaded,
            ...scriptPlayable(transformed, {
              name: loaded.fileName,
              uploadName: loaded.source.name,
            }),
          }
        : loaded,
    [loaded, transformed],
  );
  const [clock] = useState(() => new ScriptClock(systemClock));
  const playerId = useId();

  // The player tells the engine what the clock did; the engine is made after it (it needs the loop).
  const toEngine = useRef<(event: MediaEvent) => void>(() => undefined);
  const player = useScriptPlayer(clock, script?.durationMs ?? 0, false, (event) =>
    toEngine.current(event),
  );
  const engine = usePlayer({
    media: { kind: 'script', clock },
    playable: script,
    transport: 'hsp',
    loop: player.loop,
    controls: scriptControls(player),
    pauseMedia: () => player.pause(),
  });
  const { mediaEvent } = engine;
  useEffect(() => {
    toEngine.current = mediaEvent;
  }, [mediaEvent]);
  // Without a device the connect prompt above says what to do; every other failure says why here.
  const shownError = engine.error;

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      {!connected && (
        <ConnectPrompt title={t('connect.title')} body={t('connect.body')} testId="hsp-connect" />
      )}
      <div className="hsp-grid">
        <ScriptPicker {...scriptSource} />
        <section className="card stack hsp-player" aria-labelledby={playerId}>
          <h2 id={playerId}>{t('player.heading')}</h2>
          {script ? (
            <div className="hsp-stage">
              <ScriptGraph
                actions={script.actions}
                positionMs={player.positionMs}
                label={t('graph.label')}
              />
              <DeviceSimulator
                expectedPct={() =>
                  player.playing ? positionAt(script.actions, player.positionMs()) : undefined
                }
              />
            </div>
          ) : (
            <p className="muted">{t('player.empty')}</p>
          )}
          <ScriptPlayerControls player={player} enabled={script !== undefined} />
          <PauseNotice reason={engine.pauseReason} />
          {engine.legacyFirmware !== undefined && (
            <LegacyFirmwareNotice version={engine.legacyFirmware} media="script" />
          )}
          {shownError && <EngineError error={shownError} onRetry={engine.resync} media="script" />}
          {loaded && <PreflightPanel preflight={preflight} fileName={loaded.fileName} />}
        </section>
        <SyncHealthPanel status={engine.status} onResync={engine.resync} connected={connected} />
        {engine.status?.buffer && <BufferView buffer={engine.status.buffer} />}
      </div>
    </>
  );
}

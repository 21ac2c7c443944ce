import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../device';
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
  usePlayer,
} from '../../player';
import { PageHeader } from '../../ui';
import { ScriptPicker } from './script-picker';
import { ScriptPlayerControls } from './script-player-controls';
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
  const [loop, setLoop] = useState(false);
  const playerId = useId();
  // On the player's own clock; checked before it plays, as on /local: a fix changes what streams,
  // never the file.
  const engine = usePlayer({
    media: { kind: 'clock', loop },
    playable: loaded,
    transport: 'hsp',
    preflight: {},
  });
  const player = engine.clock;
  const script = engine.played?.kind === 'script' ? engine.played : undefined;
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
              <DeviceSimulator expectedPct={engine.positionPctNow} running={() => player.playing} />
            </div>
          ) : (
            <p className="muted">{t('player.empty')}</p>
          )}
          <ScriptPlayerControls
            player={player}
            loop={loop}
            onLoopChange={setLoop}
            enabled={script !== undefined}
          />
          <PauseNotice reason={engine.pauseReason} />
          {engine.legacyFirmware !== undefined && (
            <LegacyFirmwareNotice version={engine.legacyFirmware} media="script" />
          )}
          {shownError && <EngineError error={shownError} onRetry={engine.resync} media="script" />}
          {loaded && engine.preflight && (
            <PreflightPanel preflight={engine.preflight} fileName={loaded.fileName} />
          )}
        </section>
        <SyncHealthPanel status={engine.status} onResync={engine.resync} connected={connected} />
        {engine.status?.buffer && <BufferView buffer={engine.status.buffer} />}
      </div>
    </>
  );
}

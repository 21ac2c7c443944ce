import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  beatToFunscript,
  isCycleEmpty,
  loopPlayable,
  playlistToFunscript,
  type NamedPlaylistEntry,
} from '@glide/core';
import { strokeZoneOf, useConnection, useDeviceState } from '../../device';
import { SETTING_BOUNDS, defaultPreferences } from '../../preferences';
import { beatDataOf, readBeatHandoff } from '../../preferences/beat-data';
import {
  ConnectPrompt,
  DeviceSimulator,
  EngineError,
  LegacyFirmwareNotice,
  PauseNotice,
  PreflightPanel,
  SyncHealthPanel,
  readFileText,
  useDrawLoop,
  usePlayer,
} from '../../player';
import { PageHeader } from '../../ui';
import { BeatFiles, type ImportMessage } from './beat-files';
import { BeatGraph } from './beat-graph';
import { BeatGrid } from './beat-grid';
import { beatNameFromFile, importBeat } from './beat-import';
import { BeatLibraryPanel } from './beat-library-panel';
import { MAX_SAVED_BEATS } from './beat-library';
import { BeatNameBar } from './beat-name-bar';
import { BeatPlaylistPanel } from './beat-playlist-panel';
import { BeatSettingsPanel } from './beat-settings-panel';
import { BeatTransport, type BeatboxSource } from './beat-transport';
import { BeatboxPanel } from './beatbox-panel';
import {
  beatPlayhead,
  NO_PLAYHEAD,
  playlistPlayhead,
  samePlayhead,
  type BeatboxPlayhead,
} from './beatbox-playhead';
import { NumberSetting } from './number-setting';
import { useBeatCheck } from './use-beat-check';
import { useBeatbox } from './use-beatbox';
import './beatbox.css';

/**
 * One `tableHeight` step of a row's height: 4 steps make the 44 px touch target. The stored value is
 * already within `SETTING_BOUNDS.beatTableHeight` (1–8), which the schema holds.
 */
const ROW_STEP_PX = 11;

/** A file name for a download: the name's words joined by dashes. */
function fileNameOf(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${slug || fallback}.funscript`;
}

/**
 * `/beatbox`: beats drawn on a grid (rows are positions, columns are time), played looping on the
 * device through the one player, and changed while they play without a stop or a jump; kept in a
 * library, strung into a playlist, exported and imported as `.funscript`. Without a device the
 * editor still works and Play shows the motion here while the page says how to connect.
 */
export default function BeatboxPage() {
  const { t, i18n } = useTranslation('beatbox');
  const box = useBeatbox();
  const { beatbox, beat, core, cycle } = box;
  const { status: connection } = useConnection();
  const connected = connection === 'connected';
  const strokeZone = strokeZoneOf(useDeviceState((state) => state.slider));
  const [source, setSource] = useState<BeatboxSource>('beat');
  const [message, setMessage] = useState<ImportMessage | undefined>(undefined);
  const gridId = useId();
  const playlistPlayable = !isCycleEmpty(box.playlistCycle);
  const playing = source === 'playlist' && playlistPlayable ? 'playlist' : 'beat';
  const chosen = playing === 'playlist' ? box.playlistCycle : cycle;
  const player = usePlayer({
    media: { kind: 'clock', loop: false },
    playable: loopPlayable(
      chosen,
      playing === 'playlist' ? t('playlist.heading') : beat.name || t('untitled'),
      beatbox.updateTimeHalfway ? 'halfCycle' : 'asap',
    ),
    transport: 'hsp',
  });
  const transport = player.clock;

  // A beat another page handed over ("Open in beatbox") opens as a new beat, once.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const handed = readBeatHandoff(location.state);
    if (!handed) return;
    box.openNew(handed);
    void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, box]);

  // The playhead: moved on animation frames, the page re-rendered only when it changes cell.
  const entries = useMemo(
    () =>
      box.playlistItems.map((item) => ({
        id: String(item.index),
        index: item.index,
        cycle: item.cycle,
        repeat: item.repeat,
        columns: item.beat.settings.resolution.time,
        onScreen: item.beat.uuid !== '' && item.beat.uuid === beat.uuid,
      })),
    [box.playlistItems, beat.uuid],
  );
  const [playhead, setPlayhead] = useState<BeatboxPlayhead>(NO_PLAYHEAD);
  useDrawLoop(() => {
    const phase = player.loopPhaseNow();
    const next =
      playing === 'playlist'
        ? playlistPlayhead(phase, entries)
        : beatPlayhead(phase, core.grid.columns);
    setPlayhead((previous) => (samePlayhead(previous, next) ? previous : next));
    // The loop plays on: the next cell may come on any frame.
    return true;
  }, transport.playing);
  const shown = transport.playing ? playhead : NO_PLAYHEAD;

  const beatCheck = useBeatCheck(chosen, strokeZone);
  const exportBeat = isCycleEmpty(cycle)
    ? undefined
    : {
        fileName: fileNameOf(beat.name, 'beat'),
        text: beatToFunscript(core, beat.name || t('untitled')),
      };
  const exportPlaylist = playlistPlayable
    ? {
        fileName: fileNameOf(t('playlist.heading'), 'playlist'),
        text: playlistToFunscript(
          box.playlistItems.map<NamedPlaylistEntry>((item) => ({
            id: String(item.index),
            cycle: item.cycle,
            repeat: item.repeat,
            name: item.beat.name || t('untitled'),
          })),
          t('playlist.heading'),
        ),
      }
    : undefined;

  const importFile = (file: File) => {
    const name = beatNameFromFile(file.name) || t('untitled');
    readFileText(file).then(
      (text) => {
        const result = importBeat(text, file.name, core.grid.rows, core.settings.timePerCellMs);
        if (!result.ok) {
          setMessage({ kind: 'failed', name: file.name, problem: result.problem });
          return;
        }
        const base = { ...defaultPreferences.beatbox.currentBeat, name, settings: beat.settings };
        box.openNew(beatDataOf(result.beat, base));
        setSource('beat');
        setMessage({ kind: 'imported', name, exact: result.exact, loss: result.loss });
      },
      () => setMessage({ kind: 'failed', name: file.name, problem: 'UNREADABLE' }),
    );
  };

  const inPlaylist = new Set(beatbox.playlist.map((entry) => entry.uuid));
  const saved = beat.uuid !== '' && beatbox.beats.some((b) => b.uuid === beat.uuid);

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      {!connected && (
        <ConnectPrompt
          title={t('connect.title')}
          body={t('connect.body')}
          testId="beatbox-connect"
        />
      )}
      <div className="beatbox-layout">
        <section className="card stack beatbox-editor" aria-labelledby={gridId}>
          <h2 id={gridId}>{t('editor.heading')}</h2>
          <BeatNameBar
            name={beat.name}
            saved={saved}
            libraryFull={beatbox.beats.length >= MAX_SAVED_BEATS}
            onRename={(name) => (saved ? box.rename(beat.uuid, name) : box.setName(name))}
            onSave={(name) => box.save(name)}
            onNew={() => {
              box.openNew(defaultPreferences.beatbox.currentBeat);
              setSource('beat');
            }}
          />
          <BeatGrid
            rows={core.grid.rows}
            columns={core.grid.columns}
            cells={core.cells}
            onChange={(cells) => box.setCells(cells)}
            rowHeightPx={beat.settings.tableHeight * ROW_STEP_PX}
            {...(shown.column === undefined ? {} : { playheadColumn: shown.column })}
            label={t('editor.gridLabel', { name: beat.name || t('untitled') })}
          />
          <NumberSetting
            label={t('editor.timePerCell')}
            description={t('editor.timePerCellHelp', {
              seconds: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(
                cycle.periodMs / 1000,
              ),
            })}
            value={core.settings.timePerCellMs}
            min={SETTING_BOUNDS.beatCellMs.min}
            max={SETTING_BOUNDS.beatCellMs.max}
            onCommit={(timePerCellMs) => box.setSettings({ timePerCellMs })}
            testId="beatbox-time-per-cell"
          />
          <BeatTransport
            playing={transport.playing}
            source={playing}
            onSourceChange={setSource}
            playlistPlayable={playlistPlayable}
            playable={!isCycleEmpty(chosen)}
            onPlay={transport.play}
            onPause={transport.pause}
            onStop={transport.stop}
          />
          <PreflightPanel preflight={beatCheck} fileName="" readOnly />
          <PauseNotice reason={player.pauseReason} />
          {player.legacyFirmware !== undefined && (
            <LegacyFirmwareNotice version={player.legacyFirmware} media="pattern" />
          )}
          {player.error && (
            <EngineError error={player.error} onRetry={player.resync} media="script" />
          )}
        </section>
        <div className="stack beatbox-side">
          <BeatboxPanel
            title={t('graph.heading')}
            open={beatbox.showGraph}
            onOpenChange={(open) => box.setFlag('showGraph', open)}
            testId="beatbox-graph-panel"
          >
            <div className="beatbox-motion">
              <BeatGraph
                cycle={chosen}
                columns={playing === 'playlist' ? 0 : core.grid.columns}
                playheadMs={() => (transport.playing ? player.loopPhaseNow()?.cycleMs : undefined)}
              />
              <DeviceSimulator
                expectedPct={player.positionPctNow}
                running={() => transport.playing}
                {...(strokeZone ? { strokeZone } : {})}
              />
            </div>
          </BeatboxPanel>
          <SyncHealthPanel status={player.status} onResync={player.resync} connected={connected} />
        </div>
        <BeatboxPanel
          title={t('settings.heading')}
          open={beatbox.showSettings}
          onOpenChange={(open) => box.setFlag('showSettings', open)}
          testId="beatbox-settings-panel"
        >
          <BeatSettingsPanel
            rows={core.grid.rows}
            columns={core.grid.columns}
            tableHeight={beat.settings.tableHeight}
            fillPoints={core.settings.fillPoints}
            addEndPoint={core.settings.addEndPoint}
            updateTimeHalfway={beatbox.updateTimeHalfway}
            onChange={(change) => box.setSettings(change)}
            onUpdateTimeHalfway={(on) => box.setFlag('updateTimeHalfway', on)}
          />
        </BeatboxPanel>
        <BeatboxPanel
          title={t('library.heading')}
          open={beatbox.showLibrary}
          onOpenChange={(open) => box.setFlag('showLibrary', open)}
          testId="beatbox-library-panel"
        >
          <BeatLibraryPanel
            beats={beatbox.beats}
            openUuid={saved ? beat.uuid : ''}
            inPlaylist={inPlaylist}
            onOpen={(uuid) => {
              box.open(uuid);
              setSource('beat');
            }}
            onOpenPreset={(preset, name) => {
              box.openNew(
                beatDataOf(preset.beat, { ...defaultPreferences.beatbox.currentBeat, name }),
              );
              setSource('beat');
            }}
            onRename={(uuid, name) => box.rename(uuid, name)}
            onDuplicate={(uuid) => {
              const original = beatbox.beats.find((b) => b.uuid === uuid);
              box.duplicate(uuid, t('library.copyName', { name: original?.name || t('untitled') }));
            }}
            onDelete={(uuid) => box.remove(uuid)}
            onAddToPlaylist={(uuid) => box.addToPlaylist(uuid)}
          />
        </BeatboxPanel>
        <BeatboxPanel
          title={t('playlist.heading')}
          open={beatbox.showPlaylist}
          onOpenChange={(open) => box.setFlag('showPlaylist', open)}
          testId="beatbox-playlist-panel"
        >
          <BeatPlaylistPanel
            items={box.playlistItems}
            playingIndex={transport.playing ? shown.playlistIndex : undefined}
            onRepeat={(index, repeat) => box.setRepeat(index, repeat)}
            onMove={(from, to) => box.moveInPlaylist(from, to)}
            onRemove={(index) => box.removeFromPlaylist(index)}
          />
        </BeatboxPanel>
        <section className="card stack" aria-label={t('files.heading')}>
          <h2>{t('files.heading')}</h2>
          <BeatFiles
            beat={exportBeat}
            playlist={exportPlaylist}
            onImport={importFile}
            message={message}
          />
        </section>
      </div>
    </>
  );
}

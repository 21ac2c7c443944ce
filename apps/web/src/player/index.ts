/**
 * The player's entry: what pages use of it, and nothing else (ESLint holds that features reach
 * `src/player` only through here; tests' fakes are in `testing/`). A page builds a `Playable` and
 * hands it to `usePlayer`, on a `<video>` or on the player's own clock; the components draw it.
 */
export { usePlayer, type ClockTransport, type Player } from './use-player';
export { usePartPlayer } from './use-part-player';
export { SCRIPT_RATES } from './player-clock';
export type { Preflight } from './use-preflight';
export { parseScriptFile, type ScriptProblem } from './script-file';
export { readFileText } from './read-file-text';
export { createVideoMediaClock } from './video-media-clock';
export { usePresentedMediaMs } from './presented-frame';
export {
  BufferView,
  ConnectPrompt,
  DeviceSimulator,
  EngineError,
  HeatmapBar,
  LegacyFirmwareNotice,
  OffsetControl,
  PauseNotice,
  PlayerControls,
  PreflightPanel,
  ScriptGraph,
  SyncHealthPanel,
  SyncLine,
  TransportPicker,
} from './components';
export { LiveDeviceFigure } from './components/live-device-figure';
export { useDrawLoop } from './components/use-draw-loop';
export { VideoFramesProvider } from './components/video-frames-provider';
export { useMediaPaused } from './components/use-media-state';
export { seekTo } from './components/media-commands';
export {
  LEAST_SHOWN_UNCERTAINTY_MS,
  formatDay,
  formatLag,
  formatMs,
  formatSignedMs,
  formatUncertainty,
  shownUncertaintyMs,
} from './components/format';
export {
  stashClientFor,
  stashFailureOf,
  useStashClient,
  type StashDeps,
  type StashFailure,
} from './stash/stash-client';
export { useStashErrorText } from './stash/stash-error-text';
export { keyedAddress } from './stash/keyed-address';
export {
  activeFilterCount,
  browseParams,
  browseQueryFrom,
  DEFAULT_BROWSE_QUERY,
  isFilterSpeed,
  MAX_FILTER_IDS,
  MAX_SPEED,
  MIN_SPEED,
  NO_FILTERS,
  ORGANIZED_CHOICES,
  pageCount,
  sceneIdFrom,
  sceneParams,
  sceneQueryOf,
  SCENES_PER_PAGE,
  SHOW_CHOICES,
  SORT_CHOICES,
  type BrowseQuery,
  type OrganizedChoice,
  type ShowChoice,
  type SortChoice,
} from './stash/browse-query';
export { takePlayIntent, wantPlay } from './stash/play-intent';

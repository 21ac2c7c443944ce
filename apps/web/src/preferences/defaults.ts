import { deepFreeze } from './deep-freeze';
import { PREFERENCES_VERSION, type Preferences, type PreferencesData } from './schema';

/**
 * Defaults of every persisted setting. Values with a source cite it (spec §9 unless noted); the spec
 * is silent on the rest, and those are chosen to be the least surprising, as commented.
 */

/** Beatbox grid size (spec §9: 10 rows by 10 columns). */
const GRID_ROWS = 10;
const GRID_COLUMNS = 10;

const beatSettings: PreferencesData['beatbox']['currentBeat']['settings'] = {
  resolution: { height: 10, time: 10 },
  timePerCellMs: 250,
  tableHeight: 4,
  fillPoints: true,
  addEndPoint: true,
};

const defaults: PreferencesData = {
  version: PREFERENCES_VERSION,
  connectionKey: '',
  linkedDevices: [],
  multicastActive: false,
  developerMode: false,
  // Glide's estimator; the spec's is one setting away (docs/adr/0005-clock-estimator.md).
  clockSyncEstimator: 'glide',
  // The Handy is the default device; selecting it means dark mode on and the female filter off (spec §4).
  device: 'handy',
  darkMode: true,
  femaleContentFilter: false,
  // Turned on at run time on a .jp host (spec §6), not by a stored default.
  japaneseContentFilter: false,
  deviceSelectionComplete: false,
  keyBinding: {
    // Opt-in: a stray key press would move hardware.
    enabled: false,
    stroke: { incrementPct: 10, topUp: 'q', topDown: 'a', bottomUp: 'w', bottomDown: 's' },
    timeOffset: { incrementMs: 10, increase: 'e', decrease: 'd' },
    playlist: { next: 'n', previous: 'p' },
  },
  beatbox: {
    beats: [],
    playlist: [],
    currentBeat: {
      version: 1,
      image: '',
      name: '',
      uuid: '',
      activeCells: [],
      settings: beatSettings,
    },
    showSettings: false,
    showPlaylist: false,
    showLibrary: false,
    showGraph: true,
    updateTimeHalfway: false,
    cellStates: {
      stepMs: 200,
      cells: Array.from({ length: GRID_ROWS }, () =>
        Array.from({ length: GRID_COLUMNS }, () => false),
      ),
    },
  },
  localPlayer: {
    loop: false,
    scriptUrl: '',
    videoUrl: '',
    showSimulator: true,
    showEmulator: false,
    lastVideoName: '',
    lastScriptName: '',
    // Not chosen: the local page's own default transport applies.
    transport: '',
  },
  // No folder opened yet.
  library: {
    folderName: '',
    origin: '',
    videos: [],
    current: '',
    variants: {},
    positions: {},
    repeat: 'off',
    shuffle: false,
  },
  syncPage: { simulator: true, loop: true },
  channelDebug: {},
  randomClassic: {
    speedRangePct: [0, 90],
    strokeRangePct: [20, 80],
    minimumStrokeLengthPct: 25,
    timeBetweenSeconds: 5,
    currentPauseSeconds: 0,
  },
  // No overrides: the build's API root and application ID apply.
  api: {},
  // No Stash library until the user names one.
  stash: {},
  // Analytics only after the user agrees.
  analyticsConsent: false,
};

/** The settings of a first start, deeply frozen (copy before changing: `{ ...defaultPreferences, … }`). */
export const defaultPreferences: Preferences = deepFreeze(defaults);

/**
 * What Glide reads of a Stash library, in its own words: camelCase, seconds marked as such, a
 * scene's first file and its addresses checked to be http(s) (anything else reads as none).
 */

/** A tag, performer or studio: what a filter offers and a card names. */
export interface StashNamed {
  readonly id: string;
  readonly name: string;
}

/** A tag, performer or studio in a filter's list, with how many scenes it has. */
export interface StashFilterOption extends StashNamed {
  readonly sceneCount: number;
}

/** A scene's first file: what the player needs to know before it asks for the stream. */
export interface StashSceneFile {
  /** The container as ffprobe names it (`mp4`, `matroska`, `webm`, `mov`…). */
  readonly container: string;
  readonly durationS: number;
  readonly width: number;
  readonly height: number;
  readonly videoCodec: string;
  readonly audioCodec: string;
}

/** The addresses Stash gives a scene (each `null` when it has none, or gave no http(s) one). */
export interface StashScenePaths {
  readonly screenshot: string | null;
  readonly sprite: string | null;
  readonly stream: string | null;
  readonly funscript: string | null;
  readonly heatmap: string | null;
}

/** A scene as a list shows it. */
export interface StashScene {
  readonly id: string;
  readonly title: string | null;
  /** `YYYY-MM-DD`, as Stash keeps it. */
  readonly date: string | null;
  /** 1–100. */
  readonly rating100: number | null;
  readonly organized: boolean;
  /** Stash found a funscript beside the video. */
  readonly interactive: boolean;
  /** The script's average speed, as Stash computed it. */
  readonly interactiveSpeed: number | null;
  /** Where the scene was left, in seconds (Stash's resume point). */
  readonly resumeTimeS: number | null;
  readonly playCount: number;
  /** RFC 3339. */
  readonly lastPlayedAt: string | null;
  readonly file: StashSceneFile | null;
  readonly paths: StashScenePaths;
  readonly studio: StashNamed | null;
  readonly performers: readonly StashNamed[];
  readonly tags: readonly StashNamed[];
}

/** One of the streams Stash offers for a scene: the file itself or a transcode. */
export interface StashStream {
  readonly url: string;
  readonly mimeType: string | null;
  readonly label: string | null;
}

/** A scene to play: its card and its streams. */
export interface StashScenePlay extends StashScene {
  readonly streams: readonly StashStream[];
}

/** A page of scenes and how many match in all. */
export interface StashScenePage {
  readonly count: number;
  readonly scenes: readonly StashScene[];
}

/** What Stash's own player follows of its interface settings (`configuration.ui`). */
export interface StashPlayerSettings {
  /** Stash's "minimum play percent": a play counts once this much of a scene was played. */
  readonly minimumPlayPercent: number;
  /** Stash's "track activity": resume points and play counts are recorded. */
  readonly trackActivity: boolean;
  /** Stash's "always start from beginning": no resume. */
  readonly alwaysStartFromBeginning: boolean;
}

/** Stash's own settings' defaults, as its player reads them when none are stored. */
export const DEFAULT_PLAYER_SETTINGS: StashPlayerSettings = {
  minimumPlayPercent: 0,
  trackActivity: true,
  alwaysStartFromBeginning: false,
};

/** What "Test connection" found. */
export interface StashServerSummary {
  /** As Stash says it (`v0.30.1`), or `null` for a build that names none. */
  readonly version: string | null;
  readonly scenes: number;
  readonly interactiveScenes: number;
}

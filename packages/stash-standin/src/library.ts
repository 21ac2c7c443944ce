/**
 * The stand-in's library: scenes, tags, performers and studios generated from a seed, the same seed
 * the same library. About a fifth of the scenes are interactive (a funscript beside the video),
 * a few use the HEVC clip; every scene plays one of the clips (`clips.ts`) and lasts as long as it.
 * Play counts, resume points and play durations change as Glide records them (`sceneAddPlay`,
 * `sceneSaveActivity`).
 */
import { createRandom } from '@glide/core';
import type { Clip } from './clips';
import { generateFunscript, interactiveSpeedOf, type Funscript } from './funscript';

export interface LibraryTag {
  readonly id: string;
  readonly name: string;
}

export interface LibraryScene {
  readonly id: string;
  readonly title: string;
  readonly date: string;
  readonly rating100: number | null;
  readonly organized: boolean;
  readonly interactive: boolean;
  readonly interactiveSpeed: number | null;
  readonly clip: Clip;
  readonly studioId: string | null;
  readonly tagIds: readonly string[];
  readonly performerIds: readonly string[];
  /** Unix seconds, for the screenshot's cache-busting `?t=` as Stash writes it. */
  readonly updatedAt: number;
  playCount: number;
  playHistory: string[];
  lastPlayedAt: string | null;
  resumeTimeS: number | null;
  playDurationS: number;
}

export interface Library {
  readonly scenes: readonly LibraryScene[];
  readonly byId: ReadonlyMap<string, LibraryScene>;
  readonly tags: readonly LibraryTag[];
  readonly performers: readonly LibraryTag[];
  readonly studios: readonly LibraryTag[];
  /** Scenes per tag, performer and studio id. */
  readonly sceneCounts: ReadonlyMap<string, number>;
  /** The scene's script, made when first asked for; `undefined` for a scene without one. */
  funscript(scene: LibraryScene): Funscript | undefined;
}

export interface LibraryOptions {
  readonly seed?: number;
  readonly scenes?: number;
  readonly clips: readonly Clip[];
}

const WORDS = [
  'Golden',
  'Hour',
  'Velvet',
  'Morning',
  'Harbor',
  'Summer',
  'Rain',
  'Midnight',
  'Garden',
  'Echo',
  'Silver',
  'Coast',
  'Amber',
  'Light',
  'Slow',
  'Dance',
  'Window',
  'Drift',
  'City',
  'Night',
  'Blue',
  'Room',
  'Tide',
  'Heat',
  'Quiet',
  'Storm',
  'Ember',
  'Lake',
  'Meadow',
  'Wave',
];
const NAMES = [
  'Ana',
  'Bea',
  'Cleo',
  'Dara',
  'Eve',
  'Fay',
  'Gia',
  'Hana',
  'Iris',
  'Juno',
  'Kira',
  'Lena',
  'Mara',
  'Nora',
  'Opal',
  'Pia',
  'Rhea',
  'Sage',
  'Tess',
  'Uma',
  'Vera',
  'Wren',
  'Yara',
  'Zoe',
];
const TAG_WORDS = [
  'Outdoor',
  'POV',
  'Slow',
  'Fast',
  'Edging',
  'Rhythm',
  'Story',
  'Music',
  'Long',
  'Short',
  'Beginner',
  'Intense',
  'Tease',
  'Loop',
  'Beat',
  'Variety',
  'Cowgirl',
  'Massage',
  'Shower',
  'Bed',
];

/** The ids start at 1, as a database's do. */
const idOf = (index: number) => String(index + 1);

export function generateLibrary(options: LibraryOptions): Library {
  const random = createRandom(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[Math.floor(random() * list.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const [playable, second, hevc] = options.clips;
  if (!playable || !second) throw new Error('the library needs at least two clips');

  const tags = Array.from({ length: 120 }, (_, i) => ({
    id: idOf(i),
    name: i < TAG_WORDS.length ? (TAG_WORDS[i] ?? '') : `${pick(TAG_WORDS)} ${pick(WORDS)} ${i}`,
  }));
  const performers = Array.from({ length: 400 }, (_, i) => ({
    id: idOf(i),
    name: `${NAMES[i % NAMES.length] ?? ''} ${pick(WORDS)}${i >= NAMES.length ? ` ${i}` : ''}`,
  }));
  const studios = Array.from({ length: 40 }, (_, i) => ({
    id: idOf(i),
    name: `${pick(WORDS)} ${pick(['Studio', 'Films', 'Pictures', 'Media'])}`,
  }));

  const total = options.scenes ?? 5_000;
  const scenes: LibraryScene[] = [];
  const sceneCounts = new Map<string, number>();
  const count = (key: string) => sceneCounts.set(key, (sceneCounts.get(key) ?? 0) + 1);
  const seeds = new Map<string, number>();
  const epoch = Date.UTC(2020, 0, 1) / 1000;
  for (let i = 0; i < total; i++) {
    const id = idOf(i);
    const interactive = random() < 0.2;
    const clip = hevc && random() < 0.03 ? hevc : random() < 0.5 ? playable : second;
    const scriptSeed = Math.floor(random() * 2 ** 31);
    seeds.set(id, scriptSeed);
    const tagIds = [
      ...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(tags).id)),
    ];
    const performerIds = [
      ...new Set(Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(performers).id)),
    ];
    const studioId = random() < 0.9 ? pick(studios).id : null;
    const days = Math.floor(random() * 2_500);
    const date = new Date((epoch + days * 86_400) * 1000).toISOString().slice(0, 10);
    const scene: LibraryScene = {
      id,
      title: `${pick(WORDS)} ${pick(WORDS)} ${String(i + 1).padStart(5, '0')}`,
      date,
      rating100: random() < 0.7 ? 20 * (1 + Math.floor(random() * 5)) : null,
      organized: random() < 0.6,
      interactive,
      interactiveSpeed: interactive
        ? interactiveSpeedOf(
            generateFunscript(scriptSeed, Math.round(clip.durationS * 1000)).actions,
          )
        : null,
      clip,
      studioId,
      tagIds,
      performerIds,
      updatedAt: epoch + days * 86_400,
      playCount: 0,
      playHistory: [],
      lastPlayedAt: null,
      resumeTimeS: null,
      playDurationS: 0,
    };
    scenes.push(scene);
    for (const tagId of tagIds) count(`tag:${tagId}`);
    for (const performerId of performerIds) count(`performer:${performerId}`);
    if (studioId) count(`studio:${studioId}`);
  }
  return {
    scenes,
    byId: new Map(scenes.map((scene) => [scene.id, scene])),
    tags,
    performers,
    studios,
    sceneCounts,
    funscript(scene) {
      const seed = seeds.get(scene.id);
      if (!scene.interactive || seed === undefined) return undefined;
      return generateFunscript(seed, Math.round(scene.clip.durationS * 1000));
    },
  };
}

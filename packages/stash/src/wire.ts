/**
 * The answers of Glide's documents (`documents.ts`) as Stash's schema types them
 * (`schema/stash.graphql`), read into the model (`model.ts`). Unknown fields are let through: a
 * newer Stash may add some.
 */
import * as v from 'valibot';
import {
  DEFAULT_PLAYER_SETTINGS,
  type StashFilterOption,
  type StashPlayerSettings,
  type StashScene,
  type StashScenePlay,
  type StashStream,
} from './model';

/** GraphQL's answer: data, errors, or both. */
export const EnvelopeSchema = v.looseObject({
  data: v.optional(v.nullable(v.unknown())),
  errors: v.optional(
    v.array(
      v.looseObject({
        message: v.string(),
        extensions: v.optional(v.looseObject({ code: v.optional(v.string()) })),
      }),
    ),
  ),
});

/** An http(s) address, or `null` for anything else (a relative path, `javascript:`). */
const HttpUrlSchema = v.pipe(
  v.nullish(v.string()),
  v.transform((text): string | null => {
    if (text == null) return null;
    try {
      const url = new URL(text);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }),
);

const NamedSchema = v.pipe(
  v.looseObject({ id: v.string(), name: v.string() }),
  v.transform(({ id, name }) => ({ id, name })),
);

const FileSchema = v.looseObject({
  format: v.string(),
  duration: v.number(),
  width: v.number(),
  height: v.number(),
  video_codec: v.string(),
  audio_codec: v.string(),
});

const SceneFields = {
  id: v.string(),
  title: v.nullish(v.string(), null),
  date: v.nullish(v.string(), null),
  rating100: v.nullish(v.number(), null),
  organized: v.boolean(),
  interactive: v.boolean(),
  interactive_speed: v.nullish(v.number(), null),
  resume_time: v.nullish(v.number(), null),
  play_count: v.nullish(v.number(), null),
  last_played_at: v.nullish(v.string(), null),
  files: v.array(FileSchema),
  paths: v.looseObject({
    screenshot: HttpUrlSchema,
    sprite: HttpUrlSchema,
    stream: HttpUrlSchema,
    funscript: HttpUrlSchema,
    interactive_heatmap: HttpUrlSchema,
  }),
  studio: v.nullish(NamedSchema, null),
  performers: v.array(NamedSchema),
  tags: v.array(NamedSchema),
};

type SceneWire = v.InferOutput<v.ObjectSchema<typeof SceneFields, undefined>>;

function toScene(wire: SceneWire): StashScene {
  const file = wire.files[0];
  return {
    id: wire.id,
    title: wire.title,
    date: wire.date,
    rating100: wire.rating100,
    organized: wire.organized,
    interactive: wire.interactive,
    interactiveSpeed: wire.interactive_speed,
    resumeTimeS: wire.resume_time,
    playCount: wire.play_count ?? 0,
    lastPlayedAt: wire.last_played_at,
    file: file
      ? {
          container: file.format,
          durationS: file.duration,
          width: file.width,
          height: file.height,
          videoCodec: file.video_codec,
          audioCodec: file.audio_codec,
        }
      : null,
    paths: {
      screenshot: wire.paths.screenshot ?? null,
      sprite: wire.paths.sprite ?? null,
      stream: wire.paths.stream ?? null,
      funscript: wire.paths.funscript ?? null,
      heatmap: wire.paths.interactive_heatmap ?? null,
    },
    studio: wire.studio,
    performers: wire.performers,
    tags: wire.tags,
  };
}

export const SceneSchema = v.pipe(v.looseObject(SceneFields), v.transform(toScene));

const StreamSchema = v.pipe(
  v.looseObject({
    url: HttpUrlSchema,
    mime_type: v.nullish(v.string(), null),
    label: v.nullish(v.string(), null),
  }),
  v.transform(({ url, mime_type, label }) => ({ url, mimeType: mime_type, label })),
);

export const ScenePlaySchema = v.pipe(
  v.looseObject({ ...SceneFields, sceneStreams: v.array(StreamSchema) }),
  v.transform((wire): StashScenePlay => ({
    ...toScene(wire),
    streams: wire.sceneStreams.filter((stream): stream is StashStream => stream.url !== null),
  })),
);

export const ServerStatusSchema = v.looseObject({
  version: v.looseObject({ version: v.nullish(v.string(), null), hash: v.string() }),
  systemStatus: v.looseObject({
    status: v.picklist(['SETUP', 'NEEDS_MIGRATION', 'OK']),
    appSchema: v.number(),
    databaseSchema: v.nullish(v.number(), null),
  }),
});

/** Each document's answer, read down to what the client returns. */
export const CountScenesSchema = v.pipe(
  v.looseObject({ findScenes: v.looseObject({ count: v.number() }) }),
  v.transform((data) => data.findScenes.count),
);

export const FindScenesSchema = v.pipe(
  v.looseObject({
    findScenes: v.looseObject({ count: v.number(), scenes: v.array(SceneSchema) }),
  }),
  v.transform(({ findScenes }) => ({ count: findScenes.count, scenes: findScenes.scenes })),
);

export const FindSceneSchema = v.pipe(
  v.looseObject({ findScene: v.nullable(ScenePlaySchema) }),
  v.transform((data) => data.findScene),
);

const OptionSchema = v.pipe(
  v.looseObject({ id: v.string(), name: v.string(), scene_count: v.number() }),
  v.transform(({ id, name, scene_count }): StashFilterOption => ({
    id,
    name,
    sceneCount: scene_count,
  })),
);

export const FindTagsSchema = v.pipe(
  v.looseObject({ findTags: v.looseObject({ count: v.number(), tags: v.array(OptionSchema) }) }),
  v.transform((data) => data.findTags.tags),
);
export const FindPerformersSchema = v.pipe(
  v.looseObject({
    findPerformers: v.looseObject({ count: v.number(), performers: v.array(OptionSchema) }),
  }),
  v.transform((data) => data.findPerformers.performers),
);
export const FindStudiosSchema = v.pipe(
  v.looseObject({
    findStudios: v.looseObject({ count: v.number(), studios: v.array(OptionSchema) }),
  }),
  v.transform((data) => data.findStudios.studios),
);

export const AddPlaySchema = v.pipe(
  v.looseObject({ sceneAddPlay: v.looseObject({ count: v.number() }) }),
  v.transform((data) => data.sceneAddPlay.count),
);
export const SaveActivitySchema = v.looseObject({ sceneSaveActivity: v.boolean() });

/**
 * Stash's `configuration.ui` is a free map its interface writes; a value of the wrong type reads as
 * Stash's own default, as its player does.
 */
export const PlayerSettingsSchema = v.pipe(
  v.looseObject({ configuration: v.looseObject({ ui: v.nullish(v.unknown()) }) }),
  v.transform(({ configuration }): StashPlayerSettings => {
    const ui: Record<string, unknown> =
      typeof configuration.ui === 'object' && configuration.ui !== null
        ? (configuration.ui as Record<string, unknown>)
        : {};
    const percent = ui.minimumPlayPercent;
    return {
      minimumPlayPercent:
        typeof percent === 'number' && Number.isFinite(percent) && percent >= 0 && percent <= 100
          ? percent
          : DEFAULT_PLAYER_SETTINGS.minimumPlayPercent,
      trackActivity:
        typeof ui.trackActivity === 'boolean'
          ? ui.trackActivity
          : DEFAULT_PLAYER_SETTINGS.trackActivity,
      alwaysStartFromBeginning:
        typeof ui.alwaysStartFromBeginning === 'boolean'
          ? ui.alwaysStartFromBeginning
          : DEFAULT_PLAYER_SETTINGS.alwaysStartFromBeginning,
    };
  }),
);

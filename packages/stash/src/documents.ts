/**
 * Every GraphQL document Glide sends to a Stash server, and nothing else: `npm test` validates each
 * one against the part of Stash's schema Glide uses (`schema/stash.graphql`), and that part is
 * derived from these documents by `scripts/extract-stash-schema.ts` from Stash's own schema files.
 * A document here that Stash does not answer fails the extraction, and a field added here without
 * extracting again fails the tests.
 *
 * Operation names start with `Glide`, so that they are Glide's in a Stash server's log.
 */

/** What a scene shows in a list: enough for its card, its heatmap and the choice to play it. */
const SCENE_CARD = /* GraphQL */ `
  fragment GlideSceneCard on Scene {
    id
    title
    date
    rating100
    organized
    interactive
    interactive_speed
    resume_time
    play_count
    last_played_at
    files {
      format
      duration
      width
      height
      video_codec
      audio_codec
    }
    paths {
      screenshot
      sprite
      stream
      funscript
      interactive_heatmap
    }
    studio {
      id
      name
    }
    performers {
      id
      name
    }
    tags {
      id
      name
    }
  }
`;

/** The server's version and state: the settings' "Test connection". */
export const SERVER_STATUS = /* GraphQL */ `
  query GlideServerStatus {
    version {
      version
      hash
    }
    systemStatus {
      status
      appSchema
      databaseSchema
    }
  }
`;

/** How many scenes match, without the scenes: the interactive ones for "Test connection". */
export const COUNT_SCENES = /* GraphQL */ `
  query GlideCountScenes($scene_filter: SceneFilterType) {
    findScenes(scene_filter: $scene_filter, filter: { per_page: 0 }) {
      count
    }
  }
`;

/** A page of scenes: the browse page. */
export const FIND_SCENES = /* GraphQL */ `
  query GlideFindScenes($filter: FindFilterType, $scene_filter: SceneFilterType) {
    findScenes(filter: $filter, scene_filter: $scene_filter) {
      count
      scenes {
        ...GlideSceneCard
      }
    }
  }
  ${SCENE_CARD}
`;

/** One scene to play: its card, where it stopped, and every stream Stash offers for it. */
export const FIND_SCENE = /* GraphQL */ `
  query GlideFindScene($id: ID!) {
    findScene(id: $id) {
      ...GlideSceneCard
      sceneStreams {
        url
        mime_type
        label
      }
    }
  }
  ${SCENE_CARD}
`;

/** The settings of Stash's own interface that its player follows (resume, play count). */
export const PLAYER_SETTINGS = /* GraphQL */ `
  query GlidePlayerSettings {
    configuration {
      ui
    }
  }
`;

/** Tags for the browse page's filter, most used first; or those of `ids` (a filter's names). */
export const FIND_TAGS = /* GraphQL */ `
  query GlideFindTags($filter: FindFilterType, $ids: [ID!]) {
    findTags(filter: $filter, ids: $ids) {
      count
      tags {
        id
        name
        scene_count
      }
    }
  }
`;

/** Performers for the browse page's filter. */
export const FIND_PERFORMERS = /* GraphQL */ `
  query GlideFindPerformers($filter: FindFilterType, $ids: [ID!]) {
    findPerformers(filter: $filter, ids: $ids) {
      count
      performers {
        id
        name
        scene_count
      }
    }
  }
`;

/** Studios for the browse page's filter. */
export const FIND_STUDIOS = /* GraphQL */ `
  query GlideFindStudios($filter: FindFilterType, $ids: [ID!]) {
    findStudios(filter: $filter, ids: $ids) {
      count
      studios {
        id
        name
        scene_count
      }
    }
  }
`;

/** Records a play, as Stash's player does once enough of a scene was watched. */
export const ADD_PLAY = /* GraphQL */ `
  mutation GlideSceneAddPlay($id: ID!) {
    sceneAddPlay(id: $id) {
      count
    }
  }
`;

/** Saves where a scene was left and how long it played since the last save, as Stash's player does. */
export const SAVE_ACTIVITY = /* GraphQL */ `
  mutation GlideSceneSaveActivity($id: ID!, $resume_time: Float, $playDuration: Float) {
    sceneSaveActivity(id: $id, resume_time: $resume_time, playDuration: $playDuration)
  }
`;

/** Every document, by operation name. */
export const STASH_DOCUMENTS = {
  GlideServerStatus: SERVER_STATUS,
  GlideCountScenes: COUNT_SCENES,
  GlideFindScenes: FIND_SCENES,
  GlideFindScene: FIND_SCENE,
  GlidePlayerSettings: PLAYER_SETTINGS,
  GlideFindTags: FIND_TAGS,
  GlideFindPerformers: FIND_PERFORMERS,
  GlideFindStudios: FIND_STUDIOS,
  GlideSceneAddPlay: ADD_PLAY,
  GlideSceneSaveActivity: SAVE_ACTIVITY,
} as const;

/** The name of a document Glide sends. */
export type StashOperationName = keyof typeof STASH_DOCUMENTS;

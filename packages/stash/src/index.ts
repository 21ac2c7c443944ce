export {
  ACTIVITY_SAVE_EVERY_S,
  ACTIVITY_TICK_MS,
  COMPLETED_PERCENT,
  createActivityTracker,
} from './activity';
export type { ActivityTracker, ActivityTrackerOptions } from './activity';
export {
  API_KEY_HEADER,
  createStashClient,
  MAX_ANSWER_BYTES,
  STASH_CALL_DEADLINE_MS,
} from './client';
export type { OptionQuestion, StashCallOptions, StashClient, StashClientOptions } from './client';
export { graphqlUrl, isBlockedAsMixedContent, parseStashAddress } from './address';
export type { StashAddress, StashAddressProblem } from './address';
export { STASH_DOCUMENTS } from './documents';
export type { StashOperationName } from './documents';
export { isStashError, StashError } from './errors';
export type { StashErrorCode } from './errors';
export { DEFAULT_PLAYER_SETTINGS } from './model';
export { chooseStream, mediaTypeOf } from './playable';
export type { StreamChoice } from './playable';
export type {
  StashFilterOption,
  StashNamed,
  StashPlayerSettings,
  StashScene,
  StashSceneFile,
  StashScenePage,
  StashScenePaths,
  StashScenePlay,
  StashServerSummary,
  StashStream,
} from './model';
export {
  MAX_PER_PAGE,
  OPTIONS_PER_PAGE,
  optionQueryVariables,
  SCENE_SORTS,
  sceneQueryVariables,
} from './query';
export type { SceneQuery, SceneSort, SortDirection } from './query';
export {
  formatStashVersion,
  isSupportedStashVersion,
  MINIMUM_STASH_VERSION,
  parseStashVersion,
} from './version';

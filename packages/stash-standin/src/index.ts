/**
 * `@glide/stash-standin`: a stand-in for a Stash media server, answering from the part of Stash's
 * schema Glide uses over a generated library, for `npm start`, tests, e2e and bench.
 */
export { createStandinApp, type StandinAppOptions, type StandinFaults } from './app';
export {
  CLIP_SECONDS,
  CLIP_SPECS,
  clipCommand,
  defaultClipsDir,
  ensureClips,
  type Clip,
} from './clips';
export {
  generateFunscript,
  interactiveSpeedOf,
  type Funscript,
  type FunscriptAction,
} from './funscript';
export { generateLibrary, type Library, type LibraryScene } from './library';
export {
  createRootValue,
  readStashSchema,
  type RequestContext,
  type StandinSettings,
} from './resolvers';
export {
  DEFAULT_STANDIN_PORT,
  DEMO_STASH_API_KEY,
  startStashStandin,
  type RunningStandin,
  type StandinOptions,
} from './start';

// Build-time only: a Vite plugin that hands the about page its build facts and licence list as two
// virtual modules. They are imported only by the (lazy) about page, so they never weigh on the
// initial bundle, and both are computed from local files: no network.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { gitReader, readBuildInfo } from './build-info.ts';
import { collectLicences } from './licences.ts';

/** The virtual module holding {@link BuildInfo} as its default export. */
export const BUILD_INFO_MODULE = 'virtual:glide-build-info';
/** The virtual module holding the `LicenceEntry[]` as its default export. */
export const LICENCES_MODULE = 'virtual:glide-licences';

// The \0 prefix is Rollup's convention: other plugins leave such ids alone.
const RESOLVED = new Map([
  [BUILD_INFO_MODULE, `\0${BUILD_INFO_MODULE}`],
  [LICENCES_MODULE, `\0${LICENCES_MODULE}`],
]);

/** Options of {@link glideBuildPlugin}; the defaults are what the app uses. */
export interface GlideBuildPluginOptions {
  /** The folder of the app's package.json (default: `apps/web`). */
  appRoot?: string;
  /** The clock of the build stamp. */
  now?: () => Date;
}

/**
 * Serves `virtual:glide-build-info` (version, commit and dates; "development" under the dev
 * server) and `virtual:glide-licences` (name, version, licence and link of every production
 * dependency, from node_modules).
 */
export function glideBuildPlugin(options: GlideBuildPluginOptions = {}): Plugin {
  const appRoot = options.appRoot ?? fileURLToPath(new URL('..', import.meta.url));
  const now = options.now ?? (() => new Date());
  let kind: 'development' | 'production' = 'development';
  return {
    name: 'glide-build-info',
    configResolved(config) {
      kind = config.command === 'build' ? 'production' : 'development';
    },
    resolveId(id) {
      return RESOLVED.get(id) ?? null;
    },
    load(id) {
      if (id === RESOLVED.get(BUILD_INFO_MODULE)) {
        const info = readBuildInfo({ appRoot, kind, git: gitReader(appRoot), now });
        return `export default ${JSON.stringify(info)};`;
      }
      if (id === RESOLVED.get(LICENCES_MODULE)) {
        return `export default ${JSON.stringify(collectLicences(appRoot))};`;
      }
      return null;
    },
  };
}

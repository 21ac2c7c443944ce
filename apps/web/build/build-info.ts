// Build-time only (runs in Node inside Vite): what the about page says about this build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { repositoryUrl } from './licences.ts';

/** What the about page shows about the running build. */
export interface BuildInfo {
  /** `version` of `apps/web/package.json`. */
  version: string;
  /** `development` for the dev server (and tests), `production` for `vite build`. */
  kind: 'development' | 'production';
  /** The commit the build was made from; null in development or without git. */
  commit: string | null;
  /** The commit's date (ISO 8601); null with `commit`. */
  commitDateIso: string | null;
  /** When `vite build` ran (ISO 8601); null in development. */
  builtAtIso: string | null;
  /** A browsable URL of the source repository; null when the project declares none. */
  sourceUrl: string | null;
}

/** Runs a read-only git command; null when git or the repository is missing. */
export type GitReader = (args: readonly string[]) => string | null;

/** Reads git in `cwd`; never changes repository state. */
export function gitReader(cwd: string): GitReader {
  return (args) => {
    try {
      return execFileSync('git', args, {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      // A source tarball has no .git: the build still works, it just cannot name its commit.
      return null;
    }
  };
}

const appPackageSchema = v.object({
  version: v.string(),
  repository: v.fallback(
    v.optional(v.union([v.string(), v.object({ url: v.string() })])),
    undefined,
  ),
});

const commitSchema = v.object({
  commit: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/)),
  commitDateIso: v.pipe(v.string(), v.isoTimestamp()),
});

/** Options of {@link readBuildInfo}. */
export interface ReadBuildInfoOptions {
  appRoot: string;
  kind: BuildInfo['kind'];
  git: GitReader;
  now: () => Date;
}

/**
 * Collects the build's identity. The commit is taken from git only for production builds, so a
 * dev server never shows a commit that the working tree may already have moved away from.
 */
export function readBuildInfo({ appRoot, kind, git, now }: ReadBuildInfoOptions): BuildInfo {
  const raw: unknown = JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8'));
  const pkg = v.parse(appPackageSchema, raw);
  const declared = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const remote = declared ?? git(['remote', 'get-url', 'origin']);
  const sourceUrl = remote === null ? null : repositoryUrl(remote);
  if (kind === 'development') {
    return {
      version: pkg.version,
      kind,
      commit: null,
      commitDateIso: null,
      builtAtIso: null,
      sourceUrl,
    };
  }
  const [commit, commitDateIso] = (git(['log', '-1', '--format=%H%n%cI']) ?? '').split('\n');
  const parsedCommit = v.safeParse(commitSchema, { commit, commitDateIso });
  return {
    version: pkg.version,
    kind,
    commit: parsedCommit.success ? parsedCommit.output.commit : null,
    commitDateIso: parsedCommit.success ? parsedCommit.output.commitDateIso : null,
    builtAtIso: now().toISOString(),
    sourceUrl,
  };
}

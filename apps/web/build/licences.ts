// Build-time only (runs in Node inside Vite): lists the licences of the app's production dependency
// tree from node_modules, so the about page can show them without any network access.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';

/** One production dependency as the about page lists it. */
export interface LicenceEntry {
  name: string;
  version: string;
  /** The SPDX expression the package declares; null when it declares none. */
  licence: string | null;
  /** The package's home page or repository, else its npm page. */
  url: string;
}

/** An optional field whose malformed value is dropped rather than failing the build. */
const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);

const dependencyMap = lenient(v.record(v.string(), v.string()));
const licenceObject = v.object({ type: v.string() });

// Loose on purpose: package.json files in the wild carry every shape; only what we read is checked,
// and a malformed optional field is dropped instead of failing the build.
const packageJsonSchema = v.object({
  name: v.string(),
  version: v.string(),
  private: lenient(v.boolean()),
  license: lenient(v.union([v.string(), licenceObject])),
  licenses: lenient(v.array(licenceObject)),
  homepage: lenient(v.string()),
  repository: lenient(v.union([v.string(), v.object({ url: v.string() })])),
  dependencies: dependencyMap,
  optionalDependencies: dependencyMap,
});

type PackageJson = v.InferOutput<typeof packageJsonSchema>;

function readPackageJson(file: string): PackageJson {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return v.parse(packageJsonSchema, parsed);
}

/** Node's lookup: `node_modules/<name>` in `fromDir` and then in every parent folder. */
function findPackageDir(name: string, fromDir: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function declaredLicence(pkg: PackageJson): string | null {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license) return pkg.license.type;
  // The deprecated `licenses` array means "any of these".
  const types = pkg.licenses?.map((l) => l.type) ?? [];
  if (types.length === 0) return null;
  return types.length === 1 ? (types[0] ?? null) : `(${types.join(' OR ')})`;
}

/**
 * A browsable https URL for a `repository` field: full URLs (`git+https://…`, `git://…`, `….git`)
 * and the npm shorthands (`github:user/repo`, `user/repo`, `gitlab:…`, `bitbucket:…`).
 */
export function repositoryUrl(repository: string): string | null {
  const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(repository);
  if (shorthand) {
    const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[
      (shorthand[1] ?? 'github') as 'github' | 'gitlab' | 'bitbucket'
    ];
    return `https://${host}/${shorthand[2] ?? ''}`;
  }
  const full = /^(?:git\+)?(?:https?|git|ssh):\/\/(?:[^@/]+@)?([^/:]+)[/:](.+?)(?:\.git)?\/?$/.exec(
    repository,
  );
  if (full) return `https://${full[1] ?? ''}/${full[2] ?? ''}`;
  const scp = /^git@([^:]+):(.+?)(?:\.git)?$/.exec(repository);
  if (scp) return `https://${scp[1] ?? ''}/${scp[2] ?? ''}`;
  return null;
}

function packageUrl(pkg: PackageJson): string {
  if (pkg.homepage && /^https?:\/\//.test(pkg.homepage)) return pkg.homepage;
  const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const fromRepository = repository === undefined ? null : repositoryUrl(repository);
  return fromRepository ?? `https://www.npmjs.com/package/${pkg.name}`;
}

function dependencyNames(pkg: PackageJson): string[] {
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})];
}

/**
 * Every package reachable from `appRoot/package.json`'s `dependencies` (and optional ones that are
 * installed), resolved the way Node resolves them. Private packages (our own workspaces) are
 * followed but not listed; nested copies of one version are listed once. Dev dependencies are left out: they never reach the bundle. Sorted by
 * name, then version.
 */
export function collectLicences(appRoot: string): LicenceEntry[] {
  const root = readPackageJson(join(appRoot, 'package.json'));
  const queue = dependencyNames(root).map((name) => ({ name, fromDir: appRoot }));
  const visited = new Set<string>();
  const entries = new Map<string, LicenceEntry>();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const found = findPackageDir(next.name, next.fromDir);
    // An optional dependency for another platform is simply not installed.
    if (found === undefined) continue;
    // Workspaces and hoisted copies are symlinks or duplicates: the real path identifies a package.
    const dir = realpathSync(found);
    if (visited.has(dir)) continue;
    visited.add(dir);
    const pkg = readPackageJson(join(dir, 'package.json'));
    // Nested copies of one version are one entry; private packages are our own workspaces.
    if (pkg.private !== true) {
      entries.set(`${pkg.name}@${pkg.version}`, {
        name: pkg.name,
        version: pkg.version,
        licence: declaredLicence(pkg),
        url: packageUrl(pkg),
      });
    }
    for (const name of dependencyNames(pkg)) queue.push({ name, fromDir: dir });
  }
  return [...entries.values()].sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
  );
}

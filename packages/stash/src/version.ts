/**
 * Stash's version, as its `version.version` says it (`v0.30.1`, a development build's
 * `v0.30.1-45-gcf3489efd`), and the oldest Glide works with.
 */

/**
 * The oldest Stash that answers every document Glide sends: `sceneAddPlay` came in v0.25.0. Found
 * by validating the documents against the schema of every release from v0.18.0 to v0.30.1 with
 * `scripts/stash-schema/derive.ts` (v0.24.3 and older refuse `sceneAddPlay`).
 */
export const MINIMUM_STASH_VERSION = [0, 25, 0] as const;

/** `major.minor.patch` of a Stash version string, or `undefined` when it names none. */
export function parseStashVersion(
  text: string | null | undefined,
): [number, number, number] | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whether `version` is at least {@link MINIMUM_STASH_VERSION}; an unknown version is let through. */
export function isSupportedStashVersion(
  version: readonly [number, number, number] | undefined,
): boolean {
  if (!version) return true;
  for (let i = 0; i < 3; i++) {
    const have = version[i] ?? 0;
    const need = MINIMUM_STASH_VERSION[i] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}

/** A version for people: `0.25.0`. */
export function formatStashVersion(version: readonly number[]): string {
  return version.join('.');
}

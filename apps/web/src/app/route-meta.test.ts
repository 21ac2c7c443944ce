import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

/** A route's meta flags (spec §2), each read as false when not set. */
interface Flags {
  readonly noPadding: boolean;
  readonly app: boolean;
  readonly multicastSupport: boolean;
}

const NONE: Flags = { noPadding: false, app: false, multicastSupport: false };
const NO_PADDING: Flags = { ...NONE, noPadding: true };
const APP: Flags = { ...NONE, app: true };
const APP_MULTICAST: Flags = { ...NONE, app: true, multicastSupport: true };

/**
 * Spec §2's route table, transcribed line by line in its order (`{key}` written `:key`, an optional
 * segment with `?`); a flag the spec does not give is false ("ota-fw3: app flag false" is too).
 */
const SPEC_ROUTES: ReadonlyArray<readonly [path: string, flags: Flags]> = [
  ['/share/:key/:route?', NONE],
  ['/device-selection', NONE],
  ['/debug', NONE],
  ['/debug/channel', NONE],
  ['/debug/channel-sdk', NONE],
  ['/debug/channel-store', NONE],
  ['/debug/emulator', NONE],
  ['/debug/simulator', NONE],
  ['/debug/ota', NONE],
  ['/', NO_PADDING],
  ['/sync', APP],
  ['/Hvp', APP_MULTICAST],
  ['/hvp', APP_MULTICAST],
  ['/hdsp', APP_MULTICAST],
  ['/hamp', APP_MULTICAST],
  ['/hsp', NONE],
  ['/random-classic', NONE],
  ['/uui', NONE],
  ['/remote', NONE],
  ['/configure', NONE],
  ['/community', NONE],
  ['/local', APP],
  ['/beatbox', APP],
  ['/ota', APP],
  ['/ota/:version/:fw_feature_flag', APP],
  ['/ota-fw3', NONE],
  ['/ota-optin', APP],
  ['/partners/:filter', NO_PADDING],
  ['/changelog', NONE],
  ['/about', NONE],
  ['/settings', NONE],
  ['/link', APP],
  ['/fw-release-notes', NONE],
  ['/ota-direct/:version/:fw_feature_flag', APP],
  // "Any other path shows a not-found page."
  ['/*', NONE],
];

/**
 * Where Glide departs from the table on purpose; each is listed with its reason in
 * docs/deviations.md.
 */
const GLIDE_FLAGS: Readonly<Record<string, Flags>> = {
  // The remote drives HAMP as /hamp does, so it controls the device and every linked one follows.
  '/remote': APP_MULTICAST,
};
const GLIDE_ROUTES: Readonly<Record<string, Flags>> = {
  // The menu's entry: every partner, no category chosen.
  '/partners': NO_PADDING,
  // Where a shared link's page lives once its key has been taken out of the address.
  '/share': NONE,
  // The Stash library (issue 32): a person's own media server, which the spec does not know.
  '/stash': NONE,
};

function flagsOf(handle: unknown): Flags {
  const read = (name: keyof Flags) =>
    typeof handle === 'object' && handle !== null && Reflect.get(handle, name) === true;
  return {
    noPadding: read('noPadding'),
    app: read('app'),
    multicastSupport: read('multicastSupport'),
  };
}

/** Every page route of the app, by its full path, with its flags. */
function appRoutes(): Map<string, Flags> {
  const found = new Map<string, Flags>();
  const walk = (routes: readonly RouteObject[], base: string) => {
    for (const route of routes) {
      const path =
        route.path === undefined
          ? base
          : route.path.startsWith('/')
            ? route.path
            : `${base === '/' ? '' : base}/${route.path}`;
      if (route.children) {
        walk(route.children, path);
      } else {
        expect(found.has(path), `${path} is routed twice`).toBe(false);
        found.set(path, flagsOf(route.handle));
      }
    }
  };
  walk(createRoutes(), '/');
  return found;
}

describe('route meta (spec §2)', () => {
  const routes = appRoutes();

  it.each(SPEC_ROUTES)('%s has the spec’s flags', (path, flags) => {
    expect(routes.get(path)).toEqual(GLIDE_FLAGS[path] ?? flags);
  });

  it('departs from a flag of the table only where written down', () => {
    for (const [path, flags] of Object.entries(GLIDE_FLAGS)) {
      const spec = SPEC_ROUTES.find(([specPath]) => specPath === path);
      expect(spec, path).toBeDefined();
      expect(flags, `${path} is listed as a departure but has the spec's flags`).not.toEqual(
        spec?.[1],
      );
    }
  });

  it('has no route beyond the table but the ones written down', () => {
    const spec = new Set(SPEC_ROUTES.map(([path]) => path));
    const extra = [...routes].filter(([path]) => !spec.has(path));
    expect(Object.fromEntries(extra)).toEqual(GLIDE_ROUTES);
  });
});

import * as v from 'valibot';

/** The route titles in `common:routes`, one per page of the route table. */
export const ROUTE_TITLE_KEYS = [
  'home',
  'share',
  'deviceSelection',
  'debugHome',
  'debugChannel',
  'debugChannelSdk',
  'debugChannelStore',
  'debugEmulator',
  'debugSimulator',
  'debugOta',
  'sync',
  'hvp',
  'hdsp',
  'hamp',
  'hsp',
  'randomClassic',
  'uui',
  'remote',
  'configure',
  'community',
  'local',
  'stash',
  'beatbox',
  'ota',
  'otaVersion',
  'otaFw3',
  'otaOptin',
  'partners',
  'changelog',
  'about',
  'settings',
  'link',
  'fwReleaseNotes',
  'otaDirect',
  'notFound',
] as const;

/** A key of `common:routes`. */
export type RouteTitleKey = (typeof ROUTE_TITLE_KEYS)[number];

/**
 * The meta of a route (spec §2 flags plus its title), in React Router's `handle`. Read back through
 * {@link routeHandleSchema}, because the router hands `handle` out untyped.
 */
export const routeHandleSchema = v.object({
  titleKey: v.picklist(ROUTE_TITLE_KEYS),
  /** The page runs edge to edge (the layout adds no padding). */
  noPadding: v.optional(v.boolean()),
  /** The page controls the device (the layout asks for a connection when there is none). */
  app: v.optional(v.boolean()),
  /** The page can drive several linked devices at once. */
  multicastSupport: v.optional(v.boolean()),
  /**
   * Glide's own: what the page's player plays reaches every linked device while multicast is on
   * (the player's port plays on the group), though its other commands do not multicast.
   */
  groupPlayback: v.optional(v.boolean()),
});

/** The meta of a route. */
export type RouteHandle = v.InferOutput<typeof routeHandleSchema>;

/** The meta of the deepest matched route that has one, from their `handle`s, outermost first. */
export function currentRouteHandle(handles: readonly unknown[]): RouteHandle | null {
  for (let index = handles.length - 1; index >= 0; index--) {
    const parsed = v.safeParse(routeHandleSchema, handles[index]);
    if (parsed.success) return parsed.output;
  }
  return null;
}

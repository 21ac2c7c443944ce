import { checkConnectionKey } from '../../device';

/** The pages a shared link may open: those that control the device. */
export const SHARE_ROUTES = ['remote', 'hamp', 'hvp', 'hdsp'] as const;

/** A page a shared link may open. */
export type ShareRoute = (typeof SHARE_ROUTES)[number];

/** Where a shared link without a (known) page goes. */
export const DEFAULT_SHARE_ROUTE: ShareRoute = 'remote';

const isShareRoute = (value: string): value is ShareRoute =>
  (SHARE_ROUTES as readonly string[]).includes(value);

/**
 * The path a shared link leads to once its device is connected: its page when that is one of
 * {@link SHARE_ROUTES} (compared without case, as the router matches paths), the remote control
 * otherwise. Nothing from the link but a known name reaches the address.
 */
export function shareTargetPath(route: string | undefined): `/${ShareRoute}` {
  const name = route?.toLowerCase();
  return `/${name !== undefined && isShareRoute(name) ? name : DEFAULT_SHARE_ROUTE}`;
}

/** The key of a shared link, normalised, when it is one the API can accept (reference §1). */
export function sharedKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const checked = checkConnectionKey(raw);
  return checked.ok ? checked.key : undefined;
}

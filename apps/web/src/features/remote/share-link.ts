import { shareLink as deviceShareLink } from '../../device';

/** The page a shared link opens: this remote control. */
export const SHARED_ROUTE = 'remote';

/**
 * The address that opens `route` for another person, connected to the device with `connectionKey`
 * (`/share#k=<key>&to=<route>`: the key rides in the fragment, which no server sees). The key is
 * the whole credential, so the link is as powerful as the key itself.
 */
export function shareLink(origin: string, connectionKey: string, route = SHARED_ROUTE): string {
  return deviceShareLink(origin, connectionKey, route);
}

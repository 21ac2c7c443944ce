/** The page a shared link opens: this remote control. */
export const SHARED_ROUTE = 'remote';

/**
 * The address that opens `route` for another person, connected to the device with `connectionKey`
 * (the app's `/share/:key/:route` route). The key is the whole credential, so the link is as
 * powerful as the key itself.
 */
export function shareLink(origin: string, connectionKey: string, route = SHARED_ROUTE): string {
  const url = new URL(
    `/share/${encodeURIComponent(connectionKey)}/${encodeURIComponent(route)}`,
    origin,
  );
  return url.href;
}

/**
 * Stash's pictures and streams (a scene's screenshot, heatmap, video) need its key, and an `<img>`
 * or `<video>` cannot send a header: the key goes into the address as Stash's own `apikey` query,
 * which Stash reads on every path (`pkg/session/session.go`). Only for the server the key belongs
 * to: an address elsewhere gives `undefined`, since it would carry the key away. An address with the
 * key is used in the page only: never stored, logged or put in the page's own address.
 */
export function keyedAddress(
  baseUrl: string,
  apiKey: string,
): (url: string | null) => string | undefined {
  const origin = new URL(baseUrl).origin;
  return (url) => {
    if (url === null) return undefined;
    let address: URL;
    try {
      address = new URL(url);
    } catch {
      return undefined;
    }
    if (address.origin !== origin) return undefined;
    if (apiKey !== '') address.searchParams.set('apikey', apiKey);
    return address.href;
  };
}

/**
 * Stash's pictures (a scene's screenshot, its heatmap) need its key, and an `<img>` cannot send a
 * header: the key goes into the picture's address as Stash's own `apikey` query, which Stash reads
 * on every path (`pkg/session/session.go`), as it does for its streams. Only for the server the key
 * belongs to: a picture elsewhere is not shown, since its address would carry the key away.
 */
export function pictureAddress(
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

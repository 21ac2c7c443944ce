import * as v from 'valibot';

/**
 * Absolute URL schemas, with the rules the app's stored and configured addresses have always been
 * read by, so that no address valid before is refused now or the other way round (valibot's `url()`
 * differs). The text is trimmed, must parse as a URL whose scheme matches, and comes out trimmed
 * and without tabs or line breaks: the URL parser skips those, so an address with one inside would
 * otherwise be checked as one host and used as another.
 */

const TAB_OR_LINE_BREAK = /[\t\n\r]/g;

/** Whether `text` (trimmed) is a URL whose scheme, without its colon, matches `protocol`. */
function isUrl(text: string, protocol: RegExp, slashes: boolean): boolean {
  const trimmed = text.trim();
  // `http:example.com` parses (as http://example.com/), but nobody types that meaning a web address.
  if (slashes && !/^https?:\/\//i.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  protocol.lastIndex = 0;
  return protocol.test(url.protocol.replace(/:$/, ''));
}

function urlSchema(protocol: RegExp, slashes: boolean) {
  return v.pipe(
    v.string(),
    v.check((text) => isUrl(text, protocol, slashes), 'Invalid URL'),
    v.transform((text) => text.trim().replace(TAB_OR_LINE_BREAK, '')),
  );
}

/** An absolute http or https URL, written with its `//`. */
export function httpUrl() {
  return urlSchema(/^https?$/, true);
}

/** An absolute https URL. */
export function httpsUrl() {
  return urlSchema(/^https$/, false);
}

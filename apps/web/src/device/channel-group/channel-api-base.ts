/**
 * Where the Channel API is, from the API v3 root in force: beside it, as the provider lays out its
 * APIs (`…/api/handy-rest/v3` and `…/api/channel/v1`; the emulator does the same). A root of
 * another shape has no known Channel API, and linked devices are then sent to one by one.
 */

/** The v3 root's own tail. */
const V3_TAIL = /\/handy-rest\/v3\/*$/;

/** The Channel API's root beside `apiBaseUrl`, or `undefined` when it has no known place. */
export function channelApiBase(apiBaseUrl: string): string | undefined {
  if (!V3_TAIL.test(apiBaseUrl)) return undefined;
  return apiBaseUrl.replace(V3_TAIL, '/channel/v1');
}

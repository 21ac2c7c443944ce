/** How a video can fail to play, as the page explains it. */
export type VideoProblem = 'unsupported' | 'broken' | 'network';

/** `MediaError` codes (HTML spec): the ones that mean something different to the user. */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * True unless the browser says outright it cannot play `mimeType`. An empty type (common for
 * `.mkv`, sometimes for `.mp4`) is not refused: the `<video>` element's own `error` tells later.
 */
export function mayPlayType(
  mimeType: string,
  probe: Pick<HTMLMediaElement, 'canPlayType'>,
): boolean {
  return mimeType === '' || probe.canPlayType(mimeType) !== '';
}

/** The problem a `<video>` element's `error` stands for (`undefined` code: a broken file). */
export function videoProblemOf(code: number | undefined): VideoProblem {
  if (code === MEDIA_ERR_SRC_NOT_SUPPORTED) return 'unsupported';
  if (code === MEDIA_ERR_NETWORK) return 'network';
  if (code === MEDIA_ERR_DECODE) return 'broken';
  return 'broken';
}

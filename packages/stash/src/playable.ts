/**
 * Which of a scene's streams this browser plays. Stash labels its direct stream `video/mp4` whatever
 * the file holds (`internal/manager/scene.go`), so the choice reads the file's own container and
 * codecs (ffprobe's names, as Stash stores them) and asks the browser about those. A file the
 * browser cannot play goes through Stash's transcode to H.264 in MP4 ("MP4", at the original size);
 * without one, the scene says which codec it is and that Stash can transcode it.
 */
import type { StashScenePlay, StashStream } from './model';

/** ffprobe's video codec names and an RFC 6381 `codecs` value a browser can judge. */
const VIDEO_CODECS: Readonly<Record<string, string>> = {
  h264: 'avc1.640028',
  hevc: 'hvc1.1.6.L120.90',
  vp8: 'vp8',
  vp9: 'vp09.00.40.08',
  av1: 'av01.0.08M.08',
  mpeg4: 'mp4v.20.9',
};

const AUDIO_CODECS: Readonly<Record<string, string>> = {
  aac: 'mp4a.40.2',
  mp3: 'mp4a.6B',
  opus: 'opus',
  vorbis: 'vorbis',
  flac: 'flac',
  ac3: 'ac-3',
  eac3: 'ec-3',
};

/** ffprobe's container names (its `format_name`s, first of the list) and their MIME types. */
const CONTAINERS: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  mov: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  matroska: 'video/x-matroska',
  mkv: 'video/x-matroska',
  ogg: 'video/ogg',
};

/**
 * The MIME type with codecs of a file, for `HTMLMediaElement.canPlayType`, or `null` when one of its
 * parts has no name a browser knows (then it is not played directly).
 */
export function mediaTypeOf(file: {
  readonly container: string;
  readonly videoCodec: string;
  readonly audioCodec: string;
}): string | null {
  const container = CONTAINERS[file.container.split(',')[0]?.trim().toLowerCase() ?? ''];
  const video = VIDEO_CODECS[file.videoCodec.toLowerCase()];
  const audioName = file.audioCodec.toLowerCase();
  if (!container || !video) return null;
  // A file without sound plays on the picture alone.
  if (audioName === '') return `${container}; codecs="${video}"`;
  const audio = AUDIO_CODECS[audioName];
  return audio ? `${container}; codecs="${video}, ${audio}"` : null;
}

/** How a scene is played. */
export type StreamChoice =
  | { readonly kind: 'direct'; readonly stream: StashStream }
  /** The file is not playable here; Stash transcodes it. */
  | {
      readonly kind: 'transcode';
      readonly stream: StashStream;
      readonly videoCodec: string;
      readonly audioCodec: string;
    }
  | { readonly kind: 'unplayable'; readonly videoCodec: string; readonly audioCodec: string };

const DIRECT_LABEL = 'Direct stream';
const TRANSCODE_LABEL = 'MP4';

/**
 * The stream to play: the direct one when the browser says it can play the file (`canPlay` is
 * `canPlayType`'s answer read as "probably" or "maybe"), else Stash's MP4 transcode at the original
 * size, else none.
 */
export function chooseStream(
  scene: Pick<StashScenePlay, 'file' | 'streams'>,
  canPlay: (mediaType: string) => boolean,
): StreamChoice {
  const videoCodec = scene.file?.videoCodec ?? '';
  const audioCodec = scene.file?.audioCodec ?? '';
  const type = scene.file ? mediaTypeOf(scene.file) : null;
  const direct = scene.streams.find((stream) => stream.label === DIRECT_LABEL);
  if (direct && type !== null && canPlay(type)) return { kind: 'direct', stream: direct };
  const transcode = scene.streams.find((stream) => stream.label === TRANSCODE_LABEL);
  if (transcode) return { kind: 'transcode', stream: transcode, videoCodec, audioCodec };
  return { kind: 'unplayable', videoCodec, audioCodec };
}

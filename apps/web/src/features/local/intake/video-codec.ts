/**
 * Which video codec a file uses, read from its own bytes, so that a video the browser refuses can
 * be explained ("uses HEVC (H.265), which this browser cannot play") rather than called "a format":
 * the browser's `MediaError` never says which codec it lacks. MP4 and QuickTime name the codec in
 * the video track's sample description (`stsd`); Matroska and WebM in a `CodecID` string. Only the
 * start and the end of the file are read (an MP4's `moov` is at one of the two).
 */

/** The codecs Glide can name, with what `canPlayType` asks for each. */
export const VIDEO_CODECS = {
  h264: { name: 'H.264', probe: 'video/mp4; codecs="avc1.42E01E"' },
  hevc: { name: 'HEVC (H.265)', probe: 'video/mp4; codecs="hvc1.1.6.L93.B0"' },
  av1: { name: 'AV1', probe: 'video/mp4; codecs="av01.0.05M.08"' },
  vp9: { name: 'VP9', probe: 'video/webm; codecs="vp9"' },
  vp8: { name: 'VP8', probe: 'video/webm; codecs="vp8"' },
  prores: { name: 'Apple ProRes', probe: 'video/quicktime; codecs="apcn"' },
  mpeg4: { name: 'MPEG-4 Part 2 (DivX, Xvid)', probe: 'video/mp4; codecs="mp4v.20.9"' },
} as const;

/** A codec Glide can name. */
export type VideoCodec = keyof typeof VIDEO_CODECS;

/**
 * A codec as people know it from its ffprobe name, as Stash stores it (`hevc` → "HEVC (H.265)"; the
 * keys of {@link VIDEO_CODECS} are ffprobe's names); one Glide cannot name, upper-cased.
 */
export function videoCodecName(ffprobeName: string): string {
  const key = ffprobeName.toLowerCase();
  return Object.hasOwn(VIDEO_CODECS, key)
    ? VIDEO_CODECS[key as VideoCodec].name
    : ffprobeName.toUpperCase();
}

/** MP4 / QuickTime sample-entry types of video tracks. */
const SAMPLE_ENTRIES: Readonly<Record<string, VideoCodec>> = {
  avc1: 'h264',
  avc3: 'h264',
  hvc1: 'hevc',
  hev1: 'hevc',
  dvh1: 'hevc',
  dvhe: 'hevc',
  av01: 'av1',
  vp09: 'vp9',
  vp08: 'vp8',
  mp4v: 'mpeg4',
  apcn: 'prores',
  apch: 'prores',
  apcs: 'prores',
  apco: 'prores',
  ap4h: 'prores',
  ap4x: 'prores',
};

/** Matroska / WebM `CodecID` values of video tracks (prefixes). */
const CODEC_IDS: readonly (readonly [string, VideoCodec])[] = [
  ['V_MPEG4/ISO/AVC', 'h264'],
  ['V_MPEGH/ISO/HEVC', 'hevc'],
  ['V_AV1', 'av1'],
  ['V_VP9', 'vp9'],
  ['V_VP8', 'vp8'],
  ['V_PRORES', 'prores'],
  ['V_MPEG4/ISO/ASP', 'mpeg4'],
  ['V_MPEG4/ISO/SP', 'mpeg4'],
];

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The index of every occurrence of the ASCII `word` in `bytes`. */
function* occurrences(bytes: Uint8Array, word: string): Generator<number> {
  const first = word.charCodeAt(0);
  for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) {
    if (ascii(bytes, i, word.length) === word) yield i;
  }
}

/** The video codec named by an `stsd` box in `bytes`, if any. */
function fromSampleDescription(bytes: Uint8Array): VideoCodec | undefined {
  for (const at of occurrences(bytes, 'stsd')) {
    // 'stsd', version and flags (4), entry count (4), then the first entry: size (4) and type (4).
    const codec = SAMPLE_ENTRIES[ascii(bytes, at + 16, 4)];
    if (codec) return codec;
  }
  return undefined;
}

/** The video codec named by a Matroska `CodecID` in `bytes`, if any. */
function fromCodecId(bytes: Uint8Array): VideoCodec | undefined {
  for (const at of occurrences(bytes, 'V_')) {
    const text = ascii(bytes, at, 20);
    const match = CODEC_IDS.find(([id]) => text.startsWith(id));
    if (match) return match[1];
  }
  return undefined;
}

/** The video codec `bytes` (a part of a video file) names, if it names one Glide knows. */
export function sniffVideoCodec(bytes: Uint8Array): VideoCodec | undefined {
  return fromSampleDescription(bytes) ?? fromCodecId(bytes);
}

/** How much of each end of a file is read. */
export const SNIFF_BYTES = 4 * 1024 * 1024;

/** The codec of `file` (its first and last 4 MB), or `undefined` when it cannot tell. */
export async function videoCodecOf(file: Blob): Promise<VideoCodec | undefined> {
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    const found = sniffVideoCodec(head);
    if (found || file.size <= SNIFF_BYTES) return found;
    const tailFrom = Math.max(SNIFF_BYTES, file.size - SNIFF_BYTES);
    return sniffVideoCodec(new Uint8Array(await file.slice(tailFrom).arrayBuffer()));
  } catch {
    // Unreadable (removed, no permission): the generic message stands.
    return undefined;
  }
}

/**
 * The codec of `file` when this browser says it cannot play it; `undefined` when the codec is not
 * known or the browser claims to play it (the file is then broken some other way).
 */
export async function missingCodecOf(
  file: Blob,
  probe: Pick<HTMLMediaElement, 'canPlayType'>,
): Promise<VideoCodec | undefined> {
  const codec = await videoCodecOf(file);
  if (codec === undefined) return undefined;
  return probe.canPlayType(VIDEO_CODECS[codec].probe) === '' ? codec : undefined;
}

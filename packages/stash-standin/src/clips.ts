/**
 * The stand-in's videos: real short clips made with Debian's ffmpeg on first use and kept in a cache
 * directory (nothing binary in the repository). Thousands of scenes share these few clips; a scene's
 * duration and codecs are its clip's, read back with ffprobe, so a script written for a scene fits
 * its video to the millisecond.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

/** Every clip is this long. */
export const CLIP_SECONDS = 20;

export interface ClipSpec {
  readonly name: string;
  /** The picture: an ffmpeg lavfi graph, its source lasting `seconds`. */
  readonly lavfi: (seconds: number) => string;
  readonly toneHz: number;
  readonly video: readonly string[];
}

export interface Clip {
  readonly name: string;
  readonly path: string;
  readonly mimeType: string;
  readonly durationS: number;
  readonly width: number;
  readonly height: number;
  readonly videoCodec: string;
  readonly audioCodec: string;
  readonly bytes: number;
}

const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '30'];

/**
 * Two clips every browser plays (H.264 and AAC in MP4, a keyframe a second so that seeks land
 * close), and one in HEVC, which Chromium on Linux does not play: the scene that has it offers
 * Stash's transcode (`/scene/<id>/stream.mp4`, the first clip).
 */
export const CLIP_SPECS: readonly ClipSpec[] = [
  {
    name: 'day',
    lavfi: (s) => `testsrc2=size=640x360:rate=30:duration=${s}`,
    toneHz: 440,
    video: H264,
  },
  {
    name: 'night',
    lavfi: (s) => `testsrc=size=640x360:rate=30:duration=${s},hue=h=200`,
    toneHz: 660,
    video: H264,
  },
  {
    name: 'hevc',
    lavfi: (s) => `smptebars=size=640x360:rate=30:duration=${s}`,
    toneHz: 550,
    video: [
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-tag:v',
      'hvc1',
      '-x265-params',
      'log-level=error',
    ],
  },
];

/** The ffmpeg arguments that make `spec` at `output`: the command each clip was made with. */
export function clipCommand(spec: ClipSpec, output: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    spec.lavfi(CLIP_SECONDS),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${spec.toneHz}:duration=${CLIP_SECONDS}`,
    ...spec.video,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-shortest',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

const probeSchema = z.object({
  format: z.object({ duration: z.coerce.number() }),
  streams: z.array(
    z.object({
      codec_type: z.string(),
      codec_name: z.string(),
      width: z.number().optional(),
      height: z.number().optional(),
    }),
  ),
});

async function probe(spec: ClipSpec, path: string): Promise<Clip> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type,codec_name,width,height',
    '-of',
    'json',
    path,
  ]);
  const parsed = probeSchema.parse(JSON.parse(stdout));
  const video = parsed.streams.find((stream) => stream.codec_type === 'video');
  const audio = parsed.streams.find((stream) => stream.codec_type === 'audio');
  if (!video || !audio) throw new Error(`${path}: no video or no audio stream`);
  return {
    name: spec.name,
    path,
    mimeType: 'video/mp4',
    durationS: parsed.format.duration,
    width: video.width ?? 0,
    height: video.height ?? 0,
    videoCodec: video.codec_name,
    audioCodec: audio.codec_name,
    bytes: statSync(path).size,
  };
}

/** The default cache: one directory per version of the clips' recipe. */
export function defaultClipsDir(): string {
  return join(tmpdir(), 'glide-stash-standin-clips-v1');
}

/** Makes the clips that are not in `dir` yet (a few seconds each), and reads all of them back. */
export async function ensureClips(dir: string = defaultClipsDir()): Promise<Clip[]> {
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    CLIP_SPECS.map(async (spec) => {
      const path = join(dir, `${spec.name}.mp4`);
      if (!existsSync(path)) {
        const partial = join(dir, `${spec.name}.${process.pid}.partial.mp4`);
        await run('ffmpeg', clipCommand(spec, partial));
        renameSync(partial, path);
      }
      return probe(spec, path);
    }),
  );
}

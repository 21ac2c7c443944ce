import { describe, expect, it } from 'vitest';
import {
  missingCodecOf,
  sniffVideoCodec,
  SNIFF_BYTES,
  videoCodecOf,
  VIDEO_CODECS,
} from './video-codec';

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

/** An MP4 `stsd` box with one sample entry of type `type` (sizes as real files have them). */
const stsd = (type: string) =>
  bytes([0, 0, 0, 100], 'stsd', [0, 0, 0, 0], [0, 0, 0, 1], [0, 0, 0, 84], type, [0, 0, 0, 0]);

/** The start of an MP4 whose `ftyp` lists brands that look like codecs. */
const ftyp = bytes([0, 0, 0, 24], 'ftyp', 'isom', [0, 0, 2, 0], 'isomavc1mp41');

describe('sniffVideoCodec', () => {
  it.each([
    ['avc1', 'h264'],
    ['hvc1', 'hevc'],
    ['hev1', 'hevc'],
    ['av01', 'av1'],
    ['vp09', 'vp9'],
    ['apch', 'prores'],
    ['mp4v', 'mpeg4'],
  ] as const)('reads an MP4 video track of type %s as %s', (type, codec) => {
    expect(sniffVideoCodec(new Uint8Array([...ftyp, ...stsd(type)]))).toBe(codec);
  });

  it('skips an audio track’s sample description for the video one', () => {
    expect(sniffVideoCodec(new Uint8Array([...stsd('mp4a'), ...stsd('hvc1')]))).toBe('hevc');
  });

  it('does not take a brand of the ftyp box for the codec', () => {
    expect(sniffVideoCodec(ftyp)).toBeUndefined();
  });

  it.each([
    ['V_MPEGH/ISO/HEVC', 'hevc'],
    ['V_MPEG4/ISO/AVC', 'h264'],
    ['V_VP9', 'vp9'],
    ['V_AV1', 'av1'],
  ] as const)('reads a Matroska CodecID %s as %s', (id, codec) => {
    // EBML: the CodecID element (0x86), its size, then the string.
    expect(sniffVideoCodec(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x86, 0x80 | id.length], id))).toBe(
      codec,
    );
  });

  it('knows nothing of a file without either', () => {
    expect(sniffVideoCodec(bytes('not a video at all, V_ and stsd alone'))).toBeUndefined();
  });
});

describe('videoCodecOf', () => {
  it('finds a description at the end of a file larger than what is read from its start', async () => {
    const filler = new Uint8Array(SNIFF_BYTES + 1000);
    const file = new Blob([filler, stsd('hvc1')]);
    await expect(videoCodecOf(file)).resolves.toBe('hevc');
  });

  it('says nothing of an unreadable file', async () => {
    const broken = new Blob(['x']);
    broken.slice = () => {
      throw new Error('gone');
    };
    await expect(videoCodecOf(broken)).resolves.toBeUndefined();
  });
});

describe('missingCodecOf', () => {
  const file = new Blob([stsd('hvc1')]);

  it('names the codec when the browser says it cannot play it', async () => {
    const asked: string[] = [];
    const probe = {
      canPlayType: (type: string) => {
        asked.push(type);
        return '' as const;
      },
    };
    await expect(missingCodecOf(file, probe)).resolves.toBe('hevc');
    expect(asked).toEqual([VIDEO_CODECS.hevc.probe]);
  });

  it('names nothing when the browser claims to play it', async () => {
    await expect(
      missingCodecOf(file, { canPlayType: () => 'probably' as const }),
    ).resolves.toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { chooseStream, mediaTypeOf } from './playable';

const file = (container: string, videoCodec: string, audioCodec = 'aac') => ({
  container,
  videoCodec,
  audioCodec,
  durationS: 20,
  width: 640,
  height: 360,
});
const direct = { url: 'http://s/scene/1/stream', mimeType: 'video/mp4', label: 'Direct stream' };
const mp4 = {
  url: 'http://s/scene/1/stream.mp4?resolution=ORIGINAL',
  mimeType: 'video/mp4',
  label: 'MP4',
};
const hls = {
  url: 'http://s/scene/1/stream.m3u8',
  mimeType: 'application/vnd.apple.mpegurl',
  label: 'HLS',
};

/** A browser that plays H.264 and VP9, AAC and Opus, in MP4 and WebM. */
const chromiumLike = (type: string) =>
  /^video\/(mp4|webm); codecs="(avc1|vp09)[^,"]*(, (mp4a\.40\.2|opus))?"$/.test(type);

describe('mediaTypeOf', () => {
  it.each([
    [file('mp4', 'h264'), 'video/mp4; codecs="avc1.640028, mp4a.40.2"'],
    [file('mov,mp4,m4a,3gp,3g2,mj2', 'hevc'), 'video/mp4; codecs="hvc1.1.6.L120.90, mp4a.40.2"'],
    [file('webm', 'vp9', 'opus'), 'video/webm; codecs="vp09.00.40.08, opus"'],
    [file('matroska', 'h264', 'ac3'), 'video/x-matroska; codecs="avc1.640028, ac-3"'],
    [file('mp4', 'h264', ''), 'video/mp4; codecs="avc1.640028"'],
  ])('%j is %s', (input, type) => {
    expect(mediaTypeOf(input)).toBe(type);
  });

  it('is none for a codec or container no browser names', () => {
    expect(mediaTypeOf(file('avi', 'h264'))).toBeNull();
    expect(mediaTypeOf(file('mp4', 'wmv3'))).toBeNull();
    expect(mediaTypeOf(file('mp4', 'h264', 'dts'))).toBeNull();
  });
});

describe('chooseStream', () => {
  it('plays the file itself when the browser can', () => {
    expect(
      chooseStream({ file: file('mp4', 'h264'), streams: [direct, mp4] }, chromiumLike),
    ).toEqual({
      kind: 'direct',
      stream: direct,
    });
  });

  it('takes Stash’s MP4 transcode for a codec the browser cannot play, naming it', () => {
    expect(
      chooseStream({ file: file('mp4', 'hevc'), streams: [direct, mp4, hls] }, chromiumLike),
    ).toEqual({
      kind: 'transcode',
      stream: mp4,
      videoCodec: 'hevc',
      audioCodec: 'aac',
    });
    expect(
      chooseStream({ file: file('avi', 'mpeg4', 'mp3'), streams: [mp4] }, chromiumLike).kind,
    ).toBe('transcode');
  });

  it('says which codec it is when Stash offers no transcode', () => {
    expect(
      chooseStream({ file: file('mp4', 'hevc'), streams: [direct, hls] }, chromiumLike),
    ).toEqual({
      kind: 'unplayable',
      videoCodec: 'hevc',
      audioCodec: 'aac',
    });
    expect(chooseStream({ file: null, streams: [] }, chromiumLike)).toEqual({
      kind: 'unplayable',
      videoCodec: '',
      audioCodec: '',
    });
  });
});

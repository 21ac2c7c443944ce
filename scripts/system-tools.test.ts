import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { missingSystemTools } from './system-tools.mjs';

/** A folder holding a fake `ffmpeg` that lists the given encoders as Debian's build prints them. */
function fakeFfmpeg(encoders: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'glide-fake-ffmpeg-'));
  const lines = [
    'Encoders:',
    ' V..... = Video',
    ' ------',
    ...encoders.map((name) => ` V....D ${name.padEnd(20)} ${name} (codec)`),
  ];
  const path = join(dir, 'ffmpeg');
  // `printf` is the shell's own: the tests run it with a PATH that holds only this folder.
  writeFileSync(path, `#!/bin/sh\nprintf '%s\\n' ${lines.map((line) => `'${line}'`).join(' ')}\n`);
  chmodSync(path, 0o755);
  return dir;
}

describe('missingSystemTools', () => {
  const saved = {
    PATH: process.env.PATH,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH,
    FIREFOX_PATH: process.env.FIREFOX_PATH,
    WEBKIT_DRIVER_PATH: process.env.WEBKIT_DRIVER_PATH,
  };
  let emptyDir: string;

  beforeEach(() => {
    emptyDir = mkdtempSync(join(tmpdir(), 'glide-empty-'));
  });
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('names ffmpeg, in one line, when it is not on PATH', () => {
    process.env.PATH = emptyDir;
    const lines = missingSystemTools(['ffmpeg'], 'npm test');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^✖ npm test needs ffmpeg .* not on PATH: install it with `apt-get install -y ffmpeg`/,
    );
    expect(lines[0]).not.toContain('\n');
  });

  it('names the encoders an ffmpeg lacks', () => {
    process.env.PATH = fakeFfmpeg(['libvpx', 'libx264']);
    const [line, ...rest] = missingSystemTools(['ffmpeg'], 'npm run bench');
    expect(rest).toEqual([]);
    expect(line).toContain('npm run bench needs ffmpeg');
    expect(line).toContain('it lacks the encoders libvpx-vp9, libopus');
  });

  it('accepts an ffmpeg with every encoder the clips use', () => {
    process.env.PATH = fakeFfmpeg(['libvpx', 'libvpx-vp9', 'libopus', 'libx264']);
    expect(missingSystemTools(['ffmpeg'], 'npm test')).toEqual([]);
  });

  it('names Chromium at the path the tests start it from', () => {
    process.env.CHROMIUM_PATH = join(emptyDir, 'chromium');
    const lines = missingSystemTools(['chromium'], 'npm test');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${join(emptyDir, 'chromium')} is missing or not executable`);
    expect(lines[0]).toContain('apt-get install -y chromium');
  });

  it('accepts any executable at CHROMIUM_PATH, and checks only the tools asked for', () => {
    process.env.CHROMIUM_PATH = join(fakeFfmpeg([]), 'ffmpeg');
    process.env.PATH = emptyDir;
    expect(missingSystemTools(['chromium'], 'npm test')).toEqual([]);
    expect(missingSystemTools([], 'npm test')).toEqual([]);
  });

  it('names the other engines and the virtual display by their Debian packages', () => {
    process.env.FIREFOX_PATH = join(emptyDir, 'firefox-esr');
    process.env.WEBKIT_DRIVER_PATH = join(emptyDir, 'WebKitWebDriver');
    process.env.PATH = emptyDir;
    const lines = missingSystemTools(['firefox', 'webkit', 'xvfb'], 'npm test');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`${join(emptyDir, 'firefox-esr')} is missing or not executable`);
    expect(lines[0]).toContain('apt-get install -y firefox-esr');
    expect(lines[1]).toContain('apt-get install -y webkit2gtk-driver');
    expect(lines[2]).toMatch(
      /needs xvfb .* not on PATH: install it with `apt-get install -y xvfb`/,
    );
  });

  it('finds Xvfb on PATH and the engines at their paths', () => {
    const fake = fakeFfmpeg([]);
    writeFileSync(join(fake, 'Xvfb'), '#!/bin/sh\n');
    chmodSync(join(fake, 'Xvfb'), 0o755);
    process.env.PATH = fake;
    process.env.FIREFOX_PATH = join(fake, 'ffmpeg');
    process.env.WEBKIT_DRIVER_PATH = join(fake, 'Xvfb');
    expect(missingSystemTools(['firefox', 'webkit', 'xvfb'], 'npm test')).toEqual([]);
  });
});

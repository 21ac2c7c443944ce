import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import releasesFile from './data/firmware-releases.json';
import { compareFirmwareVersions, notesFor, parseFirmwareReleases } from './release-notes';

afterEach(() => {
  vi.restoreAllMocks();
});

const release = {
  version: '4.1.0',
  date: '2026-11-01',
  channel: 'production',
  notes: { 'en-US': ['English note.'], de: ['Deutsche Notiz.'] },
};

describe('compareFirmwareVersions', () => {
  it('orders by minor and patch numerically', () => {
    expect(compareFirmwareVersions('4.10.0', '4.9.9')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('4.0.12', '4.0.16')).toBeLessThan(0);
    expect(compareFirmwareVersions('4.2.2', '4.2.2')).toBe(0);
  });

  it('puts a pre-release before its release and orders pre-releases by their parts', () => {
    expect(compareFirmwareVersions('4.3.0-beta.1', '4.3.0')).toBeLessThan(0);
    expect(compareFirmwareVersions('4.3.0-beta.1', '4.2.2')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('4.3.0-beta.10', '4.3.0-beta.2')).toBeGreaterThan(0);
    expect(compareFirmwareVersions('4.3.0-alpha', '4.3.0-beta')).toBeLessThan(0);
    expect(compareFirmwareVersions('4.3.0-beta', '4.3.0-beta.1')).toBeLessThan(0);
  });
});

describe('parseFirmwareReleases', () => {
  it('reads the shipped file, newest version first', () => {
    const releases = parseFirmwareReleases(releasesFile);
    expect(releases.map((r) => r.version)).toEqual([
      '4.3.0-beta.1',
      '4.2.2',
      '4.1.8',
      '4.0.16',
      '4.0.12',
    ]);
    expect(releases[0]?.channel).toBe('staging');
    expect(releases.slice(1).every((r) => r.channel === 'production')).toBe(true);
  });

  it('ships the notes of every release in all eight languages, as many as in English', () => {
    for (const r of parseFirmwareReleases(releasesFile)) {
      for (const lines of Object.values(r.notes)) {
        expect(lines, r.version).toHaveLength(r.notes['en-US'].length);
      }
      expect(Object.keys(r.notes).sort(), r.version).toEqual(
        ['de', 'en-US', 'es-ES', 'fr-FR', 'ja', 'ko', 'nb-NO', 'pt-BR'].sort(),
      );
    }
  });

  it('skips broken releases and keeps the rest', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const releases = parseFirmwareReleases({
      releases: [
        release,
        { ...release, version: '3.2.3' },
        { ...release, version: '4.1' },
        { ...release, channel: 'development' },
        { ...release, date: '1 Nov 2026' },
        { ...release, notes: { de: ['Nur Deutsch.'] } },
        { ...release, notes: { 'en-US': [] } },
        { ...release, notes: { 'en-US': ['  '] } },
      ],
    });
    expect(releases).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(7);
  });

  it('gives no releases for a file of the wrong shape', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(parseFirmwareReleases([release])).toEqual([]);
  });
});

describe('notesFor', () => {
  const [parsed] = parseFirmwareReleases({ releases: [release] });

  it('gives the notes in the language asked for when they exist', () => {
    expect(parsed && notesFor(parsed, 'de')).toEqual({
      lines: ['Deutsche Notiz.'],
      translated: true,
    });
  });

  it('falls back to English and says so', () => {
    expect(parsed && notesFor(parsed, 'ja')).toEqual({
      lines: ['English note.'],
      translated: false,
    });
    expect(parsed && notesFor(parsed, 'xx')).toEqual({
      lines: ['English note.'],
      translated: false,
    });
  });
});

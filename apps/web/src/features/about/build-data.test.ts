import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lib/logger';
import { filterLicences, parseBuildInfo, parseLicences } from './build-data';

afterEach(() => {
  vi.restoreAllMocks();
});

const production = {
  version: '0.1.0',
  kind: 'production',
  commit: 'a295b81ae582857cdd03defe6e2782195e3cf7b3',
  commitDateIso: '2026-11-22T00:34:29+00:00',
  builtAtIso: '2026-11-22T01:00:00.000Z',
  sourceUrl: 'https://example.com/glide',
};

const react = { name: 'react', version: '19.3.1', licence: 'MIT', url: 'https://react.dev/' };

describe('parseBuildInfo', () => {
  it('reads a production and a development build', () => {
    expect(parseBuildInfo(production)).toEqual(production);
    const development = {
      ...production,
      kind: 'development',
      commit: null,
      commitDateIso: null,
      builtAtIso: null,
      sourceUrl: null,
    };
    expect(parseBuildInfo(development)).toEqual(development);
  });

  it('refuses anything malformed', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(parseBuildInfo({ ...production, commit: 'not a hash' })).toBeNull();
    expect(parseBuildInfo({ ...production, kind: 'nightly' })).toBeNull();
    expect(parseBuildInfo({ ...production, sourceUrl: 'javascript:alert(1)' })).toBeNull();
    expect(parseBuildInfo({ ...production, builtAtIso: 'yesterday' })).toBeNull();
    expect(parseBuildInfo(undefined)).toBeNull();
  });
});

describe('parseLicences', () => {
  it('keeps good entries and skips broken ones', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const unknown = { ...react, name: 'mystery', licence: null };
    expect(
      parseLicences([
        react,
        unknown,
        { ...react, name: '' },
        { ...react, url: 'ftp://example.com' },
        { ...react, licence: 3 },
      ]),
    ).toEqual([react, unknown]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('gives none for a list of the wrong shape', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(parseLicences({ react })).toEqual([]);
  });
});

describe('filterLicences', () => {
  const licences = [
    react,
    { name: 'zod', version: '4.6.7', licence: 'MIT', url: 'https://zod.dev' },
    { name: 'dequal', version: '2.0.3', licence: 'MIT', url: 'https://example.com' },
    { name: 'mystery', version: '1.0.0', licence: null, url: 'https://example.com' },
    { name: 'lz-string', version: '1.5.0', licence: 'WTFPL', url: 'https://example.com' },
  ];
  const names = (query: string) => filterLicences(licences, query).map((l) => l.name);

  it('matches names and licences, every word, any case', () => {
    expect(names('')).toHaveLength(5);
    expect(names('ZOD')).toEqual(['zod']);
    expect(names('wtfpl')).toEqual(['lz-string']);
    expect(names('mit de')).toEqual(['dequal']);
    expect(names('apache')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import partnersFile from './data/partners.json';
import enUS from './locales/en-US.json';
import {
  filterPartners,
  parsePartners,
  resolvePartnerFilter,
  type Partner,
  type PartnerFilter,
} from './partners';

const valid = {
  id: 'sample',
  name: 'Sample Player',
  url: 'https://example.com/player',
  categories: ['video'],
  devices: ['handy'],
  descriptionKey: 'stash',
};

const describeInEnglish = (partner: Partner) => enUS.descriptions[partner.descriptionKey];

describe('parsePartners', () => {
  it('reads every entry of the shipped file', () => {
    const partners = parsePartners(partnersFile);
    expect(partners).toHaveLength(partnersFile.partners.length);
    expect(partners.map((p) => p.name)).toEqual(
      expect.arrayContaining(['ScriptPlayer', 'MultiFunPlayer', 'Intiface Central', 'Stash']),
    );
  });

  it('gives every shipped category at least one partner', () => {
    const partners = parsePartners(partnersFile);
    for (const category of ['video', 'vr', 'scripts', 'games', 'tools'] as const) {
      expect(
        partners.some((p) => p.categories.includes(category)),
        category,
      ).toBe(true);
    }
  });

  it('skips broken entries and keeps the rest', () => {
    const partners = parsePartners({
      partners: [
        valid,
        { ...valid, id: 'plain-http', url: 'http://example.com' },
        { ...valid, id: 'no-category', categories: [] },
        { ...valid, id: 'odd-category', categories: ['music'] },
        { ...valid, id: 'odd-device', devices: ['launch'] },
        { ...valid, id: 'untranslated', descriptionKey: 'noSuchKey' },
        'not an object',
      ],
    });
    expect(partners.map((p) => p.id)).toEqual(['sample']);
  });

  it('gives nothing for a file of the wrong shape', () => {
    expect(parsePartners({ apps: [valid] })).toEqual([]);
    expect(parsePartners(null)).toEqual([]);
  });
});

describe('resolvePartnerFilter', () => {
  it.each<[string | undefined, PartnerFilter, boolean]>([
    [undefined, 'all', false],
    ['', 'all', false],
    ['all', 'all', false],
    ['vr', 'vr', false],
    ['Games', 'games', false],
    [' tools ', 'tools', false],
    ['music', 'all', true],
    ['vr2', 'all', true],
  ])('%j → %s (unknown: %s)', (segment, filter, unknown) => {
    expect(resolvePartnerFilter(segment)).toEqual({ filter, unknown });
  });
});

describe('filterPartners', () => {
  const partners = parsePartners(partnersFile);
  const names = (filter: PartnerFilter, search = '') =>
    filterPartners(partners, { filter, search, describe: describeInEnglish }).map((p) => p.name);

  it('keeps everything for all and no search', () => {
    expect(names('all')).toHaveLength(partners.length);
  });

  it('keeps only the category, in file order', () => {
    const vr = names('vr');
    expect(vr).toEqual(partners.filter((p) => p.categories.includes('vr')).map((p) => p.name));
    expect(vr).toContain('HereSphere');
    expect(vr).not.toContain('OpenFunscripter');
  });

  it('matches names, addresses and descriptions, case and accents aside', () => {
    expect(names('all', 'deov')).toEqual(['DeoVR']);
    expect(names('all', 'GITHUB.COM/ofs69')).toEqual(['Syncopathy']);
    expect(names('all', 'forum')).toEqual(['EroScripts']);
    expect(names('all', 'ÉDITOR open')).toEqual(['OpenFunscripter']);
  });

  it('needs every word to match, within the category', () => {
    expect(names('all', 'windows player')).toEqual(['ScriptPlayer', 'MultiFunPlayer']);
    expect(names('games', 'bluetooth')).toEqual(['Intiface Central']);
    expect(names('vr', 'bluetooth')).toEqual([]);
  });
});

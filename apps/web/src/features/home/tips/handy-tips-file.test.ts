import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SUPPORTED_LANGUAGES } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { parseTips } from './tips-source';

/** The tips file the app ships (`public/handy_tips.json`). */
const raw: unknown = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../public/handy_tips.json'), 'utf8'),
);

/** Routes of spec §2 a tip may link to. */
const APP_ROUTES = new Set([
  '/',
  '/hamp',
  '/hvp',
  '/hsp',
  '/hdsp',
  '/sync',
  '/local',
  '/beatbox',
  '/random-classic',
  '/settings',
  '/ota',
  '/device-selection',
]);

describe('the shipped tips file', () => {
  const problems: string[] = [];
  const tips = parseTips(raw, (message) => problems.push(message));

  it('is valid in every entry and has at least 15 tips', () => {
    expect(problems).toEqual([]);
    expect(Array.isArray(raw) && raw.length).toBe(tips.length);
    expect(tips.length).toBeGreaterThanOrEqual(15);
  });

  it('translates every tip into all eight languages, not by copying English', () => {
    for (const tip of tips) {
      for (const { code } of SUPPORTED_LANGUAGES) {
        expect(tip.text[code]?.trim(), `${tip.id} ${code}`).toBeTruthy();
        if (code !== 'en-US')
          expect(tip.text[code], `${tip.id} ${code}`).not.toBe(tip.text['en-US']);
      }
    }
  });

  it('links only to routes the app has', () => {
    for (const tip of tips) {
      if (tip.link !== undefined) expect(APP_ROUTES, tip.id).toContain(tip.link);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Read from disk: the test runner turns CSS imports into empty modules.
const themeCss = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

/** The colour variables of one theme block of theme.css. */
function themeColours(selector: string): Map<string, string> {
  const start = themeCss.indexOf(selector);
  if (start < 0) throw new Error(`no ${selector} in theme.css`);
  const block = themeCss.slice(themeCss.indexOf('{', start) + 1, themeCss.indexOf('}', start));
  return new Map(
    [...block.matchAll(/--(color-[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
}

/** WCAG 2.x relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const BACKGROUNDS = ['color-bg', 'color-surface', 'color-surface-raised'];
/** Colours used for text: WCAG 2.2 AA asks 4.5:1 on every background they appear on. */
const TEXT = [
  'color-text',
  'color-text-muted',
  'color-accent',
  'color-success',
  'color-warning',
  'color-danger',
  'color-neutral',
];

describe.each([
  ['dark', ":root[data-theme='dark']"],
  ['light', ":root[data-theme='light']"],
])('the %s theme', (_name, selector) => {
  const colours = themeColours(selector);
  const colour = (name: string) => {
    const value = colours.get(name);
    if (!value) throw new Error(`--${name} missing`);
    return value;
  };

  it.each(TEXT.flatMap((text) => BACKGROUNDS.map((background) => [text, background])))(
    '%s on %s reaches 4.5:1',
    (text, background) => {
      expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('text on the accent (primary buttons, the current menu entry) reaches 4.5:1', () => {
    expect(contrast(colour('color-on-accent'), colour('color-accent'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(BACKGROUNDS)('control borders reach 3:1 on %s (WCAG 1.4.11)', (background) => {
    expect(contrast(colour('color-control-border'), colour(background))).toBeGreaterThanOrEqual(3);
  });
});

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

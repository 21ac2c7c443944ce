import { afterEach, describe, expect, it } from 'vitest';
import {
  PSEUDO_CLOSE,
  PSEUDO_OPEN,
  isPseudoLocaleRequested,
  localizedData,
  pseudoLocalize,
  setPseudoLocaleActive,
} from './pseudo';

describe('pseudoLocalize', () => {
  it('wraps the text in markers and accents its letters', () => {
    expect(pseudoLocalize('Connect')).toBe(`${PSEUDO_OPEN}Çóññéçţ${PSEUDO_CLOSE}`);
  });

  it('keeps placeholders, Radix placeholders and nesting as they are', () => {
    expect(pseudoLocalize('Hi {{name}}, see {hotkey} and $t(other)')).toBe(
      '⟦Ĥí {{name}}, šéé {hotkey} áñð $t(other)⟧',
    );
  });

  it('leaves digits, punctuation and non-Latin scripts alone', () => {
    expect(pseudoLocalize('50 % – 日本語')).toBe('⟦50 % – 日本語⟧');
  });
});

describe('isPseudoLocaleRequested', () => {
  it.each([
    ['?pseudo=1', undefined, true],
    ['?x=2&pseudo=true', undefined, true],
    ['?pseudo=0', undefined, false],
    ['?pseudo=yes', undefined, false],
    ['', undefined, false],
    ['', '1', true],
    ['', '0', false],
  ])('search %j with build flag %j → %s', (search, flag, expected) => {
    expect(isPseudoLocaleRequested(search, flag)).toBe(expected);
  });
});

describe('localizedData', () => {
  afterEach(() => setPseudoLocaleActive(false));

  it('passes data texts through, pseudo-localised only while the pseudo-locale is on', () => {
    expect(localizedData('Tip')).toBe('Tip');
    setPseudoLocaleActive(true);
    expect(localizedData('Tip')).toBe('⟦Ţíþ⟧');
  });
});

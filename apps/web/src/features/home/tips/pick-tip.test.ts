import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickTip, tipText } from './pick-tip';
import type { Tip } from './tips-schema';

const tips: Tip[] = [
  { id: 'a', text: { 'en-US': 'A' } },
  { id: 'b', text: { 'en-US': 'B' } },
  { id: 'c', text: { 'en-US': 'C' } },
];

describe('pickTip', () => {
  it('maps the random number onto the list', () => {
    expect(pickTip(tips, () => 0)?.id).toBe('a');
    expect(pickTip(tips, () => 0.5)?.id).toBe('b');
    expect(pickTip(tips, () => 0.999)?.id).toBe('c');
  });

  it('has nothing to pick from an empty list', () => {
    expect(pickTip([], () => 0.5)).toBeUndefined();
  });

  it('always picks one of the tips, even from a faulty random source', () => {
    fc.assert(
      fc.property(fc.double(), (r) => {
        expect(tips).toContain(pickTip(tips, () => r));
      }),
    );
  });
});

describe('tipText', () => {
  const tip: Tip = {
    id: 'x',
    text: { 'en-US': 'English', de: 'Deutsch', 'pt-BR': 'Português' },
  };

  it('uses the language exactly when the tip has it', () => {
    expect(tipText(tip, 'de')).toEqual({ language: 'de', text: 'Deutsch' });
    expect(tipText(tip, 'pt-BR')).toEqual({ language: 'pt-BR', text: 'Português' });
  });

  it('uses a text of the same primary language next', () => {
    expect(tipText(tip, 'pt-PT')).toEqual({ language: 'pt-BR', text: 'Português' });
    expect(tipText(tip, 'de-AT')).toEqual({ language: 'de', text: 'Deutsch' });
  });

  it('falls back to en-US', () => {
    expect(tipText(tip, 'ja')).toEqual({ language: 'en-US', text: 'English' });
    expect(tipText(tip, 'sv-SE')).toEqual({ language: 'en-US', text: 'English' });
  });
});

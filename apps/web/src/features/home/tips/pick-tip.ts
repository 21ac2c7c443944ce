import type { Tip } from './tips-schema';

/** The language every tip has (the schema requires it). */
const FALLBACK_LANGUAGE = 'en-US';

/**
 * One tip drawn with `random` (uniform in `[0, 1)`, e.g. `Math.random`), or `undefined` when there
 * are none. A faulty `random` (1, negative, NaN) still picks a tip.
 */
export function pickTip(tips: readonly Tip[], random: () => number): Tip | undefined {
  if (tips.length === 0) return undefined;
  const r = random();
  const index = Number.isFinite(r) ? Math.floor(r * tips.length) : 0;
  return tips[Math.min(tips.length - 1, Math.max(0, index))];
}

/** A tip's text in one language, and which language it is (for the `lang` attribute). */
export interface TipText {
  language: string;
  text: string;
}

/**
 * The tip's text for a user of `language`: that language exactly, else one of the same primary
 * language (`pt` for `pt-BR`), else en-US.
 */
export function tipText(tip: Tip, language: string): TipText {
  const exact = tip.text[language];
  if (exact !== undefined) return { language, text: exact };
  const primary = language.split('-')[0]?.toLowerCase();
  const sibling = Object.entries(tip.text).find(
    ([code]) => code.split('-')[0]?.toLowerCase() === primary,
  );
  if (sibling) return { language: sibling[0], text: sibling[1] };
  return { language: FALLBACK_LANGUAGE, text: tip.text[FALLBACK_LANGUAGE] ?? '' };
}

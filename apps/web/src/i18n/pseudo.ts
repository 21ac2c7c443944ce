import * as v from 'valibot';

/** The markers around every pseudo-localised text; a visible text without them was not translated. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const PLAIN = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const ACCENTS = [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'];
const ACCENTED: ReadonlyMap<string, string> = new Map(
  PLAIN.map((char, index) => [char, ACCENTS[index] ?? char]),
);

/** Placeholders (`{{value}}`, Radix's `{hotkey}`) and i18next nesting (`$t(…)`) stay as they are. */
const PROTECTED = /(\{\{[^}]*\}\}|\{\w+\}|\$t\([^)]*\))/;

/**
 * Pseudo-localises a text: letters accented (so layouts meet longer glyphs) and the whole text
 * wrapped in ⟦…⟧ (so an e2e pass finds any visible text that did not come through i18n).
 */
export function pseudoLocalize(text: string): string {
  const body = text
    .split(PROTECTED)
    .map((part, index) =>
      // `split` with a capture group puts the protected parts at the odd indexes.
      index % 2 === 1 ? part : [...part].map((char) => ACCENTED.get(char) ?? char).join(''),
    )
    .join('');
  return `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}`;
}

const flagSchema = v.picklist(['1', 'true']);

/**
 * Whether the pseudo-locale is on: `?pseudo=1` (or `true`) in the address, or a build made with
 * `VITE_PSEUDO_LOCALE=1`. It is never offered in the language picker.
 */
export function isPseudoLocaleRequested(search: string, buildFlag: string | undefined): boolean {
  if (v.is(flagSchema, buildFlag)) return true;
  return v.is(flagSchema, new URLSearchParams(search).get('pseudo'));
}

/** Whether the running app shows the pseudo-locale (set once by `setupI18n`). */
let pseudoLocaleActive = false;

/** Turns the pseudo-locale on or off for {@link localizedData} (setup and tests). */
export function setPseudoLocaleActive(active: boolean): void {
  pseudoLocaleActive = active;
}

/**
 * For texts that are translated outside i18next, in data files the app ships (tips, release
 * notes): returns the text as is, or pseudo-localised while the pseudo-locale is on, so the e2e pass
 * can tell them from hard-coded text. Pure data (names, keys, versions, dates) is marked with
 * `translate="no"` instead.
 */
export function localizedData(text: string): string {
  return pseudoLocaleActive ? pseudoLocalize(text) : text;
}

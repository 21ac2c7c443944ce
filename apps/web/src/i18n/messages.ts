import * as v from 'valibot';
import { jsonRecord } from '../lib/json-schemas';

/** A locale file: texts by key, nested in groups. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** Parses a locale file; anything but nested objects of strings (no lists) is refused. */
export const messageTreeSchema: v.GenericSchema<MessageTree> = v.lazy(() =>
  jsonRecord(v.string(), v.union([v.string(), messageTreeSchema])),
);

/** Every text of a tree by its dotted key (`group.key`). */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) out.set(k, v);
  }
  return out;
}

/** The placeholders of a text, sorted: `{{name}}` for i18next and `{name}` for Radix labels. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\{(\w+)\}/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .sort();
}

/** Applies `transform` to every text of a tree, keeping its shape. */
export function mapMessages(tree: MessageTree, transform: (text: string) => string): MessageTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? transform(value) : mapMessages(value, transform),
    ]),
  );
}

/** Names that stay the same in every language. */
const NAMES = /\b(?:Glide|The Handy|Oh|HAMP|HVP|HDSP|HSP|HSSP|OTA|SDK|API|Wi-Fi|Bluetooth)\b/g;

/**
 * Whether a text left in English would be a real untranslated copy: a single word may be the same
 * in two languages (Tempo, Version, Video), so only a phrase of two or more words, not counting
 * names, placeholders, units or numbers, counts.
 */
export function isPhrase(text: string): boolean {
  const words = text
    .replace(/\{\{[^}]*\}\}|\{\w+\}/g, ' ')
    .replace(NAMES, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 2);
  return words.length >= 2;
}

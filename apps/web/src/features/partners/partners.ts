import * as v from 'valibot';
import { logger } from '../../lib/logger';
import { httpsUrl } from '../../lib/url-schema';
import enUS from './locales/en-US.json';

/** The categories a partner can be in, in the order the filter shows them. */
export const PARTNER_CATEGORIES = ['video', 'vr', 'scripts', 'games', 'tools'] as const;

/** A category of {@link PARTNER_CATEGORIES}. */
export type PartnerCategory = (typeof PARTNER_CATEGORIES)[number];

/** The partners filter: one category, or all of them. */
export type PartnerFilter = 'all' | PartnerCategory;

/** Every value the filter takes, `all` first. */
export const PARTNER_FILTERS = ['all', ...PARTNER_CATEGORIES] as const;

/** The keys of the translated one-line descriptions (`descriptions.<key>` in the namespace). */
type DescriptionKey = keyof typeof enUS.descriptions;

const descriptionKeySchema = v.custom<DescriptionKey>(
  (value) => typeof value === 'string' && Object.hasOwn(enUS.descriptions, value),
  'No description with this key in the partners texts',
);

const partnerSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  url: httpsUrl(),
  categories: v.pipe(v.array(v.picklist(PARTNER_CATEGORIES)), v.minLength(1)),
  devices: v.pipe(v.array(v.picklist(['handy', 'oh'])), v.minLength(1)),
  // Tied to the English texts, so an entry without a translated description never ships.
  descriptionKey: descriptionKeySchema,
});

/** An app or site that works with The Handy or the Oh. */
export type Partner = v.InferOutput<typeof partnerSchema>;

const fileSchema = v.object({ partners: v.array(v.unknown()) });

/** Reads the shipped partners file; a malformed entry is logged and left out. */
export function parsePartners(data: unknown): Partner[] {
  const file = v.safeParse(fileSchema, data);
  if (!file.success) {
    logger.warn('Partners: unreadable file', file.issues);
    return [];
  }
  const partners: Partner[] = [];
  for (const entry of file.output.partners) {
    const partner = v.safeParse(partnerSchema, entry);
    if (partner.success) partners.push(partner.output);
    else logger.warn('Partners: skipped an entry', partner.issues);
  }
  return partners;
}

const filterSchema = v.picklist(PARTNER_FILTERS);

/**
 * The filter a route segment asks for (case-insensitive). No segment means all; an unknown one
 * also means all, flagged so that the page can say why.
 */
export function resolvePartnerFilter(segment: string | undefined): {
  filter: PartnerFilter;
  unknown: boolean;
} {
  if (segment === undefined || segment === '') return { filter: 'all', unknown: false };
  const parsed = v.safeParse(filterSchema, segment.trim().toLowerCase());
  return parsed.success
    ? { filter: parsed.output, unknown: false }
    : { filter: 'all', unknown: true };
}

/** Lower case without diacritics, so that "Deo" finds "DeoVR" and "resume" finds "résumé". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** What {@link filterPartners} filters by. */
export interface PartnerQuery {
  filter: PartnerFilter;
  /** Free text matched against the name, the address and the (translated) description. */
  search: string;
  /** The description in the current language. */
  describe: (partner: Partner) => string;
}

/**
 * The partners in the category that match every word of the search, in their original order.
 * An empty search matches everything.
 */
export function filterPartners(
  partners: readonly Partner[],
  { filter, search, describe }: PartnerQuery,
): Partner[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return partners.filter((partner) => {
    if (filter !== 'all' && !partner.categories.includes(filter)) return false;
    if (words.length === 0) return true;
    const haystack = fold(`${partner.name} ${partner.url} ${describe(partner)}`);
    return words.every((word) => haystack.includes(word));
  });
}

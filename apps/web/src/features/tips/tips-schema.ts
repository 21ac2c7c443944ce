import * as z from 'zod/mini';

/** One tip's text, as shown: plain text, no markup. */
const tipTextSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));

/** A BCP 47 language tag as Glide uses them (`en-US`, `de`, `ja`). */
const languageTagSchema = z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/));

/** A link within the app (`/settings`) or to an https page. Protocol-relative `//…` is not internal. */
const tipLinkSchema = z.union([
  z.string().check(z.regex(/^\/(?!\/)[^\s\\]*$/, 'An app link is a path starting with one slash')),
  z.url({ protocol: /^https$/ }),
]);

/**
 * One tip of `/handy_tips.json` (spec §2, §7): a stable id, its text by language (en-US required,
 * every other language optional) and an optional link to where the tip applies.
 */
export const tipSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
  text: z
    .record(languageTagSchema, tipTextSchema)
    .check(z.refine((texts) => texts['en-US'] !== undefined, 'A tip needs an en-US text')),
  link: z.optional(tipLinkSchema),
});

/** A tip as the app uses it. */
export type Tip = z.infer<typeof tipSchema>;

/** Is `link` a path within the app (routed in place) rather than an external page? */
export function isAppLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

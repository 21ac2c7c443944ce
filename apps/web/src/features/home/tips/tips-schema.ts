import * as v from 'valibot';
import { jsonObject, jsonRecord } from '../../../lib/json-schemas';
import { httpsUrl } from '../../../lib/url-schema';

/** One tip's text, as shown: plain text, no markup. */
const tipTextSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500));

/** A BCP 47 language tag as Glide uses them (`en-US`, `de`, `ja`). */
const languageTagSchema = v.pipe(v.string(), v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/));

/** A link within the app (`/settings`) or to an https page. Protocol-relative `//…` is not internal. */
const tipLinkSchema = v.union([
  v.pipe(
    v.string(),
    v.regex(/^\/(?!\/)[^\s\\]*$/, 'An app link is a path starting with one slash'),
  ),
  httpsUrl(),
]);

/**
 * One tip of `/handy_tips.json` (spec §2, §7): a stable id, its text by language (en-US required,
 * every other language optional) and an optional link to where the tip applies.
 */
export const tipSchema = jsonObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
  text: v.pipe(
    jsonRecord(languageTagSchema, tipTextSchema),
    v.check((texts) => texts['en-US'] !== undefined, 'A tip needs an en-US text'),
  ),
  link: v.optional(tipLinkSchema),
});

/** A tip as the app uses it. */
export type Tip = v.InferOutput<typeof tipSchema>;

/** Is `link` a path within the app (routed in place) rather than an external page? */
export function isAppLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

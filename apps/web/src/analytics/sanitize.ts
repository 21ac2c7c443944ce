/**
 * Keeps device connection keys out of analytics. A key is a credential: whoever has it can move the
 * device. It reaches page URLs in three ways (spec §2): the `k` / `key` query parameters, the
 * `/share/<key>` route, and nested inside another parameter (the guard's `redirect=<original path>`).
 * Everything an event carries passes through here before it leaves the browser.
 */
import { CONNECTION_KEY_PATTERN } from '../lib/connection-key';

/**
 * What a connection key looks like (reference §1, the rule of `device/connection/connection-key`); only such
 * strings are learned and redacted. Matched as they stand, untrimmed: a value with spaces is not
 * a key here.
 */
const CONNECTION_KEY = CONNECTION_KEY_PATTERN;

/** Query parameters that carry a key (spec §2), compared case-insensitively. */
const KEY_PARAMS: ReadonlySet<string> = new Set(['k', 'key']);

/**
 * Pages whose query says what the person searches for or plays in their own media library (a Stash
 * search, its filters, a scene): analytics gets the page, never its query.
 */
const PRIVATE_QUERY_PATHS: ReadonlySet<string> = new Set(['/stash', '/local']);

/** What replaces a key found by value. No letters or digits, so it can never form a key itself. */
export const REDACTED = '***';

/** What replaces the key segment of a share route; keeps the route's shape readable in reports. */
export const SHARE_KEY_PLACEHOLDER = ':key';

/** Nested URLs (`redirect=/a?next=/b?k=…`) are followed this deep; deeper ones are redacted whole. */
const MAX_DEPTH = 4;

const SHARE_SEGMENT = /(\/share\/)([^/?#\s]+)/gi;
/** `k=` / `key=` after a start of string or a query separator, in plain text. */
const KEY_ASSIGNMENT = /(^|[?&#;\s])(k|key)=([^&#\s]*)/gi;
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** Is `value` shaped like a connection key? */
export function isConnectionKey(value: string): boolean {
  return CONNECTION_KEY.test(value);
}

/** Percent-decoding rounds tried before a string counts as hiding something on purpose. */
const MAX_DECODE_ROUNDS = 16;

/**
 * `text` and its percent-decoded forms, one per round, until decoding changes nothing (`complete`)
 * or the rounds run out. Only ASCII escapes are decoded: keys are ASCII letters and digits, and this
 * decoding cannot fail on malformed or non-UTF-8 escapes the way `decodeURIComponent` does.
 */
function decodedForms(text: string): { forms: string[]; complete: boolean } {
  const forms = [text];
  let current = text;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    const next = current.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) return { forms, complete: true };
    forms.push(next);
    current = next;
  }
  return { forms, complete: false };
}

/**
 * The connection keys that `text` reveals by its shape: values of `k` / `key` parameters and share
 * route segments, also when percent-encoded inside another parameter. Only values shaped like a key
 * are returned (a `k=1` is stripped from URLs but not learned, or every `1` would be redacted).
 */
export function keysRevealedIn(text: string): string[] {
  const found = new Set<string>();
  for (const form of decodedForms(text).forms) {
    for (const match of form.matchAll(SHARE_SEGMENT)) {
      const segment = match[2];
      if (segment !== undefined && isConnectionKey(segment)) found.add(segment);
    }
    for (const match of form.matchAll(KEY_ASSIGNMENT)) {
      const value = match[3];
      if (value !== undefined && isConnectionKey(value)) found.add(value);
    }
  }
  return [...found];
}

/** `/share/<anything>/rest` → `/share/:key/rest`. */
function stripSharePath(path: string): string {
  return path.replace(SHARE_SEGMENT, `$1${SHARE_KEY_PLACEHOLDER}`);
}

/**
 * Sanitises a URL or an absolute path structurally: drops `k` / `key`, replaces the share segment
 * and recurses into every other parameter value and into a hash route. Returns `text` itself when
 * nothing had to change, so that harmless URLs reach analytics byte for byte.
 */
function sanitizeUrl(text: string, depth: number): string {
  const base = 'http://glide.invalid';
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return text;
  }
  let changed = false;

  const path = stripSharePath(url.pathname);
  if (path !== url.pathname) {
    url.pathname = path;
    changed = true;
  }

  if (PRIVATE_QUERY_PATHS.has(url.pathname) && url.search !== '') {
    url.search = '';
    changed = true;
  }
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (KEY_PARAMS.has(name.toLowerCase())) {
      changed = true;
      continue;
    }
    const clean = depth >= MAX_DEPTH ? REDACTED : sanitizeStructure(value, depth + 1);
    if (clean !== value) changed = true;
    kept.push([name, clean]);
  }
  if (changed) url.search = new URLSearchParams(kept).toString();

  // Hash routers put the route (and its query) after `#`; other fragments are treated as text.
  if (url.hash.length > 1) {
    const route = url.hash.slice(1);
    const clean = route.startsWith('/')
      ? sanitizeUrl(route, depth + 1)
      : sanitizeStructure(route, depth + 1);
    if (clean !== route) {
      url.hash = clean;
      changed = true;
    }
  }

  if (!changed) return text;
  if (URL_LIKE.test(text)) {
    // Keep a protocol-relative input protocol-relative.
    return text.startsWith('//') ? url.href.slice(url.protocol.length) : url.href;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Removes key parameters and share segments: from URLs structurally, from other text by pattern. */
function sanitizeStructure(text: string, depth: number): string {
  if (URL_LIKE.test(text) || text.startsWith('/')) return sanitizeUrl(text, depth);
  const stripped = text.replace(KEY_ASSIGNMENT, `$1$2=${REDACTED}`);
  return stripSharePath(stripped);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function containsSecret(text: string, secrets: Iterable<string>): boolean {
  const lower = text.toLowerCase();
  for (const secret of secrets) {
    if (isConnectionKey(secret) && lower.includes(secret.toLowerCase())) return true;
  }
  return false;
}

function replaceSecrets(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) {
    if (isConnectionKey(secret))
      out = out.replace(new RegExp(escapeRegExp(secret), 'gi'), REDACTED);
  }
  return out;
}

/**
 * Replaces every occurrence of every secret, in any letter case and in any percent-encoding (`%41`
 * for `A`, encoded twice, …). A string that hides a secret only in an encoded form is returned
 * decoded with the secret replaced; one with more layers of encoding than any real URL has is
 * replaced whole. Secrets not shaped like a connection key are ignored: they cannot be one, and
 * redacting short strings would shred unrelated data.
 */
export function redactSecrets(text: string, secrets: Iterable<string>): string {
  const list = [...secrets].filter(isConnectionKey);
  const out = replaceSecrets(text, list);
  if (list.length === 0 || !out.includes('%')) return out;
  const { forms, complete } = decodedForms(out);
  if (!forms.slice(1).some((form) => containsSecret(form, list))) {
    return complete ? out : REDACTED;
  }
  const last = forms[forms.length - 1] ?? out;
  return complete ? replaceSecrets(last, list) : REDACTED;
}

/**
 * The text as analytics may see it: no `k` / `key` parameter, no share key, and no occurrence of
 * any of `secrets` or of a key the text itself reveals.
 */
export function sanitizeText(text: string, secrets: Iterable<string>): string {
  const all = new Set([...secrets, ...keysRevealedIn(text)]);
  return redactSecrets(sanitizeStructure(text, 0), all);
}

/** Every string inside `value`, property names included, depth first. */
function collectStrings(value: unknown, out: string[], seen: Set<object>): void {
  if (typeof value === 'string') {
    out.push(value);
    return;
  }
  if (typeof value !== 'object' || value === null || value instanceof Date) return;
  if (seen.has(value)) return;
  seen.add(value);
  if (!Array.isArray(value)) out.push(...Object.keys(value));
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    collectStrings(item, out, seen);
  }
}

/** Every connection key that some string inside `value` reveals by its shape. */
export function keysRevealedInValue(value: unknown): string[] {
  const strings: string[] = [];
  collectStrings(value, strings, new Set());
  return [...new Set(strings.flatMap(keysRevealedIn))];
}

/**
 * A copy of `record` with every string inside it sanitised (see {@link sanitizeText}), however
 * deeply nested. Property names are mostly the SDK's and Glide's own, but a record built from data
 * (a map by device, say) can have a key as a name: names go through the same redaction, and are
 * otherwise kept byte for byte. Numbers, booleans and dates are copied as they are; a cycle (which
 * JSON could not send anyway) is cut.
 */
export function sanitizeRecord(
  record: Readonly<Record<string, unknown>>,
  secrets: Iterable<string>,
): Record<string, unknown> {
  const all = new Set([...secrets, ...keysRevealedInValue(record)]);
  const seen = new Set<object>([record]);
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redactSecrets(sanitizeStructure(item, 0), all);
    if (typeof item !== 'object' || item === null || item instanceof Date) return item;
    if (seen.has(item)) return undefined;
    seen.add(item);
    if (Array.isArray(item)) return item.map(walk);
    return mapEntries(item, walk, all);
  };
  return mapEntries(record, walk, all);
}

function mapEntries(
  record: object,
  map: (value: unknown) => unknown,
  secrets: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [redactSecrets(name, secrets), map(value)]),
  );
}

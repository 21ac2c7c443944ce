import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, keysRevealedIn, redactSecrets, sanitizeRecord, sanitizeText } from './sanitize';

const ORIGIN = 'https://glide.example';

/** A connection key as the API accepts them. */
const connectionKey = fc.stringMatching(/^[a-zA-Z0-9]{5,64}$/);

/** Text a key can hide in: anything, including URL syntax and escapes. */
const filler = fc.string({
  unit: fc.constantFrom(...'abcdefghijXYZ0189/?&=#%-._~ '.split('')),
  maxLength: 20,
});

const routes = fc.constantFrom('', 'hamp', 'device-selection', 'settings', 'ota/4.1.0/beta');

/** Every way the app puts a key into a URL, and some ways it does not but might one day. */
const urlWithKey = fc
  .tuple(connectionKey, routes, fc.integer({ min: 0, max: 12 }), fc.boolean())
  .map(([key, route, shape, absolute]) => {
    const path = `/${route}`;
    const nested = `${path}?k=${key}&female=true`;
    const shapes = [
      `${path}?k=${key}`,
      `${path}?key=${key}`,
      `${path}?female=true&k=${key}`,
      `${path}?K=${key}#top`,
      `/share/${key}`,
      `/share/${key}/${route}`,
      `/device-selection?redirect=${encodeURIComponent(nested)}`,
      `/device-selection?redirect=${encodeURIComponent(encodeURIComponent(nested))}`,
      `/device-selection?redirect=${encodeURIComponent(`/share/${key}/hamp`)}`,
      `/#/hamp?k=${key}`,
      `${path}#k=${key}`,
      `/share#k=${key}&to=${route}`,
      `/a?next=${encodeURIComponent(`/b?then=${encodeURIComponent(`/c?key=${key}`)}`)}`,
    ];
    const text = shapes[shape] ?? shapes[0] ?? '';
    return { key, url: absolute ? `${ORIGIN}${text}` : text };
  });

const containsIgnoringCase = (text: string, part: string) =>
  text.toLowerCase().includes(part.toLowerCase());

describe('sanitizeText', () => {
  it('drops k and key, keeps the other parameters', () => {
    expect(sanitizeText(`${ORIGIN}/hamp?k=Abc123xyz&female=true`, [])).toBe(
      `${ORIGIN}/hamp?female=true`,
    );
    expect(sanitizeText('/hamp?key=Abc123xyz', [])).toBe('/hamp');
  });

  it('drops the whole query of the pages that show a person’s own media library', () => {
    expect(sanitizeText(`${ORIGIN}/stash?q=beach&tag=12&performer=7&page=2`, [])).toBe(
      `${ORIGIN}/stash`,
    );
    expect(sanitizeText(`${ORIGIN}/local?stash=12&q=beach`, [])).toBe(`${ORIGIN}/local`);
    expect(sanitizeText(`/local?stash=12`, [])).toBe('/local');
    // Nested in another page's address, too.
    expect(
      sanitizeText(`/device-selection?redirect=${encodeURIComponent('/stash?q=beach')}`, []),
    ).toBe(`/device-selection?redirect=${encodeURIComponent('/stash')}`);
    // Other pages keep theirs.
    expect(sanitizeText(`${ORIGIN}/partners?category=apps`, [])).toBe(
      `${ORIGIN}/partners?category=apps`,
    );
  });

  it('replaces the share segment', () => {
    expect(sanitizeText(`${ORIGIN}/share/Abc123xyz/hamp`, [])).toBe(`${ORIGIN}/share/:key/hamp`);
    expect(sanitizeText('/share/Abc123xyz', [])).toBe('/share/:key');
  });

  it('cleans a URL nested in a parameter and keeps the parameter', () => {
    const url = `/device-selection?redirect=${encodeURIComponent('/hamp?k=Abc123xyz&x=1')}`;
    expect(sanitizeText(url, [])).toBe(
      `/device-selection?redirect=${encodeURIComponent('/hamp?x=1')}`,
    );
  });

  it('redacts a known key anywhere, in any case and encoding', () => {
    expect(sanitizeText('connected to abc123XYZ today', ['Abc123xyz'])).toBe(
      `connected to ${REDACTED} today`,
    );
    expect(sanitizeText('see %41bc123xyz', ['Abc123xyz'])).toBe(`see ${REDACTED}`);
  });

  it('strips key assignments in plain text', () => {
    expect(sanitizeText('failed for k=Abc123xyz', [])).toBe(`failed for k=${REDACTED}`);
  });

  it('leaves harmless text and URLs byte for byte', () => {
    for (const text of [
      `${ORIGIN}/hamp?female=true`,
      '/settings#language',
      'The Handy',
      '100% sure',
      '',
    ]) {
      expect(sanitizeText(text, ['Abc123xyz'])).toBe(text);
    }
  });

  it('never lets a key through, whichever way a URL carries it', () => {
    fc.assert(
      fc.property(urlWithKey, fc.array(connectionKey, { maxLength: 2 }), ({ key, url }, others) => {
        // Learned from the URL's shape alone, with or without other keys known.
        const clean = sanitizeText(url, others);
        expect(containsIgnoringCase(clean, key)).toBe(false);
        expect(clean).not.toMatch(/[?&](k|key)=/i);
      }),
      { numRuns: 500 },
    );
  });

  it('never lets a known key through, whatever surrounds it and however it is encoded', () => {
    const layers = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 64, maxLength: 64 });
    fc.assert(
      fc.property(connectionKey, filler, filler, layers, (key, before, after, perChar) => {
        const hidden = [...key].map((char, i) => percentEncode(char, perChar[i] ?? 0)).join('');
        const clean = sanitizeText(`${before}${hidden}${after}`, [key]);
        expect(containsIgnoringCase(clean, key)).toBe(false);
        expect(containsIgnoringCase(decodeAscii(clean), key)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          urlWithKey.map(({ url }) => url),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          filler,
        ),
        connectionKey,
        (text, key) => {
          const once = sanitizeText(text, [key]);
          expect(sanitizeText(once, [key])).toBe(once);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a parameter value that is itself an assignment as a nested query', () => {
    expect(sanitizeText('http://a.example/?next=k=Abc123xyz', [])).not.toContain('Abc123xyz');
    expect(sanitizeText('/hamp?q=a+key=Abc123xyz', [])).not.toContain('Abc123xyz');
  });

  it('returns URLs that carry no key unchanged', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        connectionKey,
        (url, key) => {
          const decoded = decodeAscii(url);
          // A key assignment may also open a parameter's value (`?next=k=…`, read as a nested
          // query) or follow a `+`, which a query decodes to a space: those URLs carry a key.
          fc.pre(!/(^|[?&#;=+\s])(k|key)(=|&|#|$)/i.test(decoded) && !/\/share\//i.test(decoded));
          fc.pre(!containsIgnoringCase(decoded, key));
          expect(sanitizeText(url, [key])).toBe(url);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('keysRevealedIn', () => {
  it('finds keys in parameters, share routes and nested encodings, not other values', () => {
    expect(
      keysRevealedIn(`/share/Share12345/x?k=Param12345&redirect=%2Fhamp%3Fkey%3DNested123`).sort(),
    ).toEqual(['Nested123', 'Param12345', 'Share12345']);
    expect(keysRevealedIn('/hamp?k=1&key=has space')).toEqual([]);
  });
});

describe('redactSecrets', () => {
  it('ignores secrets that cannot be connection keys', () => {
    expect(redactSecrets('a b c', ['a', '', 'b c'])).toBe('a b c');
  });

  it('replaces text hidden under more layers of encoding than a URL has', () => {
    let deep = 'Abc123xyz';
    for (let i = 0; i < 20; i++) deep = encodeURIComponent(`%${deep}`);
    expect(redactSecrets(deep, ['Abc123xyz'])).toBe(REDACTED);
  });
});

describe('sanitizeRecord', () => {
  it('sanitises every string however deep and keeps everything else', () => {
    const at = new Date(0);
    const record = {
      $current_url: `${ORIGIN}/hamp?k=Abc123xyz`,
      nested: { list: ['x', `/share/Abc123xyz/hamp`, 3, true, null], at },
      count: 2,
    };
    expect(sanitizeRecord(record, [])).toEqual({
      $current_url: `${ORIGIN}/hamp`,
      nested: { list: ['x', '/share/:key/hamp', 3, true, null], at },
      count: 2,
    });
  });

  it('redacts a key that one property reveals from all the others', () => {
    const clean = sanitizeRecord({ url: '/hamp?k=Abc123xyz', title: 'Abc123xyz' }, []);
    expect(clean).toEqual({ url: '/hamp', title: REDACTED });
  });

  it('redacts a key used as a property name, and keeps other names as they are', () => {
    const clean = sanitizeRecord(
      { url: '/hamp?k=Abc123xyz', byDevice: { Abc123xyz: 1, $lib: 'web' } },
      [],
    );
    expect(clean).toEqual({ url: '/hamp', byDevice: { [REDACTED]: 1, $lib: 'web' } });
    expect(sanitizeRecord({ SecretKey9: true }, ['SecretKey9'])).toEqual({ [REDACTED]: true });
  });

  it('never lets a key through anywhere in a random record', () => {
    fc.assert(
      fc.property(
        urlWithKey,
        fc.jsonValue({ maxDepth: 3 }),
        fc.constantFrom('$current_url', '$referrer', '$initial_referrer', 'x'),
        ({ key, url }, other, name) => {
          const clean = sanitizeRecord({ [name]: url, other, deep: [{ again: url }] }, []);
          expect(containsIgnoringCase(JSON.stringify(clean), key)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('cuts cycles instead of looping', () => {
    const looped: Record<string, unknown> = { a: 'x' };
    looped.self = looped;
    expect(sanitizeRecord(looped, [])).toEqual({ a: 'x', self: undefined });
  });
});

/** `char` percent-encoded `layers` times (`A`, `%41`, `%2541`, …). */
function percentEncode(char: string, layers: number): string {
  let out = char;
  for (let i = 0; i < layers; i++) {
    out = [...out]
      .map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
  return out;
}

function decodeAscii(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
}

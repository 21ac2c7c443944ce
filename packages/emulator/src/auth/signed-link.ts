/**
 * Signed links in the style of the reference's token `renew` URL and docs/api-extensions.md's
 * `/ota/update/fixed`: `a` cipher, `d` base64url(AES-128-CBC(JSON)), `iv` hex, `k` key id, `uexp`
 * expiry (epoch ms), `s` hex HMAC-SHA256 over `a|d|iv|k|uexp`. Keys derive from the emulator's seed.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  timingSafeEqual,
} from 'node:crypto';
import { z } from 'zod';
import type { Random } from '../model/ids';

/** The query of a signed link. */
export interface SignedLinkQuery {
  a: string;
  d: string;
  iv: string;
  k: string;
  s: string;
  uexp: string;
}

/** Why a link was refused, with the HTTP status docs/api-extensions.md gives it. */
export type LinkRefusal =
  | { status: 400; message: string }
  | { status: 403; message: string }
  | { status: 410; message: string };

/** The outcome of opening a link. */
export type OpenedLink = { ok: true; payload: unknown } | ({ ok: false } & LinkRefusal);

const CIPHER = 'aes-128-cbc';
const KEY_ID = 'k1';

const querySchema = z.object({
  a: z.string(),
  d: z.string().regex(/^[A-Za-z0-9_-]+$/),
  iv: z.string().regex(/^[0-9a-f]{32}$/),
  k: z.string().min(1),
  s: z.string().regex(/^[0-9a-f]{64}$/),
  uexp: z.string().regex(/^\d+$/),
});

/** Mints and opens signed links. */
export class LinkSigner {
  private readonly aesKey: Buffer;
  private readonly hmacKey: Buffer;

  constructor(
    seed: number,
    private readonly random: Random,
  ) {
    this.aesKey = createHash('sha256')
      .update(`glide-emulator:${seed}:aes`)
      .digest()
      .subarray(0, 16);
    this.hmacKey = createHash('sha256').update(`glide-emulator:${seed}:hmac`).digest();
  }

  /** Encrypts and signs `payload`, valid until `expiresAtMs`. */
  mint(payload: unknown, expiresAtMs: number): SignedLinkQuery {
    const iv = Buffer.from(Array.from({ length: 16 }, () => Math.floor(this.random() * 256)));
    const cipher = createCipheriv(CIPHER, this.aesKey, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
    const unsigned = {
      a: CIPHER,
      d: data.toString('base64url'),
      iv: iv.toString('hex'),
      k: KEY_ID,
      uexp: String(Math.round(expiresAtMs)),
    };
    return { ...unsigned, s: this.sign(unsigned) };
  }

  /** Checks and decrypts a link's query at time `nowMs`. */
  open(query: Record<string, string | undefined>, nowMs: number): OpenedLink {
    const parsed = querySchema.safeParse(query);
    if (!parsed.success || parsed.data.a !== CIPHER) {
      return { ok: false, status: 400, message: 'Malformed link' };
    }
    const link = parsed.data;
    if (link.k !== KEY_ID) return { ok: false, status: 403, message: 'Unknown key' };
    const expected = Buffer.from(this.sign(link), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(link.s, 'hex'))) {
      return { ok: false, status: 403, message: 'Invalid signature' };
    }
    if (Number(link.uexp) <= nowMs) return { ok: false, status: 410, message: 'Link expired' };
    try {
      const decipher = createDecipheriv(CIPHER, this.aesKey, Buffer.from(link.iv, 'hex'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(link.d, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
      return { ok: true, payload: JSON.parse(plain) as unknown };
    } catch {
      return { ok: false, status: 400, message: 'Malformed link' };
    }
  }

  private sign(link: Omit<SignedLinkQuery, 's'>): string {
    return createHmac('sha256', this.hmacKey)
      .update([link.a, link.d, link.iv, link.k, link.uexp].join('|'))
      .digest('hex');
  }
}

/** The query string of a link. */
export function linkQueryString(query: SignedLinkQuery): string {
  return new URLSearchParams({ ...query }).toString();
}

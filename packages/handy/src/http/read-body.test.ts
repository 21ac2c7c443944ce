import { describe, expect, it } from 'vitest';
import { readBody } from './read-body';

/** A response with `body` and, unless `null`, the given content type. */
function response(body: BodyInit | null, contentType: string | null, status = 200): Response {
  const headers = new Headers();
  const made = new Response(body, { status, headers });
  // `new Response` adds a content type of its own for strings, forms and URLSearchParams: set
  // exactly the one under test (or none).
  made.headers.delete('content-type');
  if (contentType !== null) made.headers.set('content-type', contentType);
  return made;
}

describe('readBody by content type (spec §7)', () => {
  it('reads multipart form data as FormData', async () => {
    const form = new FormData();
    form.append('url', 'https://scripts.example/s.csv');
    form.append('size', '42');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type');
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const { value } = await readBody(response(await encoded.arrayBuffer(), type));
    expect(value).toBeInstanceOf(FormData);
    const fields = value instanceof FormData ? Object.fromEntries(value) : {};
    expect(fields).toEqual({ url: 'https://scripts.example/s.csv', size: '42' });
  });

  it('reads an URL-encoded form as FormData, whatever the case of its type', async () => {
    const { value } = await readBody(
      response('error=Invalid+CSV&code=4102', 'Application/X-WWW-Form-Urlencoded;charset=UTF-8'),
    );
    expect(value).toBeInstanceOf(FormData);
    const fields = value instanceof FormData ? Object.fromEntries(value) : {};
    expect(fields).toEqual({ error: 'Invalid CSV', code: '4102' });
  });

  it.each(['application/octet-stream', 'image/png', 'application/x-firmware'])(
    'reads %s as bytes',
    async (type) => {
      const bytes = new Uint8Array([0, 1, 2, 250, 255]);
      const { value, jsonError } = await readBody(response(bytes, type));
      expect(value).toBeInstanceOf(Uint8Array);
      expect(Array.from(value instanceof Uint8Array ? value : [])).toEqual([0, 1, 2, 250, 255]);
      expect(jsonError).toBeUndefined();
    },
  );

  it('reads an empty binary body as no bytes', async () => {
    const { value } = await readBody(response(null, 'application/octet-stream'));
    expect(value).toEqual(new Uint8Array());
  });

  it('reads JSON, and reports JSON that does not parse with its text', async () => {
    expect(await readBody(response('{"result":1}', 'application/json'))).toEqual({
      value: { result: 1 },
    });
    const broken = await readBody(response('{"result":', 'application/json; charset=utf-8'));
    expect(broken.value).toBe('{"result":');
    expect(broken.jsonError).toEqual(expect.any(String));
  });

  it('reads text as text, an empty text as nothing', async () => {
    expect((await readBody(response('teapot', 'text/plain'))).value).toBe('teapot');
    expect((await readBody(response('', 'text/html'))).value).toBeUndefined();
  });

  it('reads a body without a content type as JSON when it is, else as text', async () => {
    expect((await readBody(response('{"a":1}', null))).value).toEqual({ a: 1 });
    expect(await readBody(response('plain words', null))).toEqual({ value: 'plain words' });
  });

  it.each([204, 205, 304])('reads no body for %i', async (status) => {
    expect(await readBody(response(null, 'application/json', status))).toEqual({
      value: undefined,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { HandyAbortError, HandyHttpError, HandyNetworkError, HandyUploadError } from './errors';
import { createFakeFetch, hangingResponse, jsonResponse } from './testing/fake-fetch';
import { uploadScript } from './upload-script';

const UPLOAD_URL = 'https://scripts.example/api/script/v0/temp/upload';

describe('uploadScript', () => {
  it('posts the script as multipart field "file" and returns the url', async () => {
    const fake = createFakeFetch(() => jsonResponse({ url: 'https://scripts.example/s/abc.csv' }));
    const result = await uploadScript({
      uploadUrl: UPLOAD_URL,
      file: '#header\n0,0\n100,90\n',
      fetch: fake.fetch,
    });
    expect(result).toEqual({ url: 'https://scripts.example/s/abc.csv' });
    const request = fake.last();
    expect(request.method).toBe('POST');
    expect(request.url.toString()).toBe(UPLOAD_URL);
    expect(request.headers).toEqual({ accept: 'application/json' });
    expect(request.credentials).toBe('omit');
    const form = request.body;
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('script.csv');
    await expect((file as File).text()).resolves.toBe('#header\n0,0\n100,90\n');
  });

  it("uses the File's own name, or the given filename", async () => {
    const fake = createFakeFetch(() => jsonResponse({ url: 'https://x/y' }));
    await uploadScript({
      uploadUrl: UPLOAD_URL,
      file: new File(['{}'], 'video.funscript'),
      fetch: fake.fetch,
    });
    expect(((fake.last().body as FormData).get('file') as File).name).toBe('video.funscript');
    await uploadScript({
      uploadUrl: UPLOAD_URL,
      file: new Blob(['0,0']),
      filename: 'a.csv',
      fetch: fake.fetch,
    });
    expect(((fake.last().body as FormData).get('file') as File).name).toBe('a.csv');
  });

  it('turns {error: string} into an upload error with that message', async () => {
    const fake = createFakeFetch(() => jsonResponse({ error: 'Invalid CSV' }));
    const error = await uploadScript({ uploadUrl: UPLOAD_URL, file: 'x', fetch: fake.fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HandyUploadError);
    expect(error).toMatchObject({ code: 'upload', message: 'Invalid CSV' });
  });

  it('reads the message of an error object, even with a failing status', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse(
        { error: { code: 1, name: 'TooLarge', message: 'File too large' } },
        { status: 413 },
      ),
    );
    await expect(
      uploadScript({ uploadUrl: UPLOAD_URL, file: 'x', fetch: fake.fetch }),
    ).rejects.toMatchObject({
      code: 'upload',
      message: 'File too large',
    });
  });

  it('maps a failing status without an error field to an HTTP error', async () => {
    const fake = createFakeFetch(() => new Response('down', { status: 503 }));
    const error = await uploadScript({ uploadUrl: UPLOAD_URL, file: 'x', fetch: fake.fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HandyHttpError);
    expect(error).toMatchObject({ status: 503, message: 'Service Unavailable', body: 'down' });
  });

  it('reports an answer without url as an invalid response', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ok: true }));
    await expect(
      uploadScript({ uploadUrl: UPLOAD_URL, file: 'x', fetch: fake.fetch }),
    ).rejects.toMatchObject({
      code: 'invalid_response',
      path: 'url',
    });
  });

  it('maps network failures and aborts', async () => {
    const failing = createFakeFetch(() => Promise.reject(new TypeError('offline')));
    await expect(
      uploadScript({ uploadUrl: UPLOAD_URL, file: 'x', fetch: failing.fetch }),
    ).rejects.toBeInstanceOf(HandyNetworkError);
    const hanging = createFakeFetch(hangingResponse);
    const controller = new AbortController();
    const pending = uploadScript({
      uploadUrl: UPLOAD_URL,
      file: 'x',
      fetch: hanging.fetch,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(HandyAbortError);
  });
});

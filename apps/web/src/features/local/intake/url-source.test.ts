import { describe, expect, it, vi } from 'vitest';
import { checkSourceUrl, fetchScript, fileNameOfUrl } from './url-source';

describe('checkSourceUrl', () => {
  it('accepts http and https addresses, trimmed', () => {
    expect(checkSourceUrl('  https://example.com/a.mp4 ')).toEqual({
      ok: true,
      url: 'https://example.com/a.mp4',
    });
    expect(checkSourceUrl('http://192.168.1.5:8080/v.webm').ok).toBe(true);
  });

  it.each(['javascript:alert(1)', 'file:///home/me/a.mp4', 'ftp://host/a.csv', 'movie.mp4'])(
    'refuses %s',
    (text) => {
      expect(checkSourceUrl(text)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('tells an empty field apart', () => {
    expect(checkSourceUrl('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('names a script by the end of its address', () => {
    expect(fileNameOfUrl('https://h.example/s/My%20Movie.funscript?x=1')).toBe(
      'My Movie.funscript',
    );
  });
});

describe('fetchScript', () => {
  const csv = '#x\n0,0\n1000,100\n';

  it('fetches and parses through the given fetch', async () => {
    const fetchFn = vi.fn(() => Promise.resolve(new Response(csv)));
    const result = await fetchScript('https://h.example/a.csv', fetchFn);
    expect(fetchFn).toHaveBeenCalledWith('https://h.example/a.csv', {});
    expect(result.ok && result.loaded.fileName).toBe('a.csv');
  });

  it('reports an HTTP error, a failed request and a bad file apart', async () => {
    const notFound = () => Promise.resolve(new Response('', { status: 404 }));
    expect(await fetchScript('https://h.example/a.csv', notFound)).toEqual({
      ok: false,
      problem: 'HTTP',
    });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await fetchScript('https://h.example/a.csv', offline)).toEqual({
      ok: false,
      problem: 'NETWORK',
    });
    const junk = () => Promise.resolve(new Response('{oops'));
    expect(await fetchScript('https://h.example/a.funscript', junk)).toEqual({
      ok: false,
      problem: 'INVALID_JSON',
    });
  });
});

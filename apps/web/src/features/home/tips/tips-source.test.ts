import { describe, expect, it } from 'vitest';
import { createTipsSource, parseTips } from './tips-source';

const valid = [
  { id: 'one', text: { 'en-US': 'First tip.', de: 'Erster Tipp.' }, link: '/settings' },
  { id: 'two', text: { 'en-US': 'Second tip.' }, link: 'https://example.com/guide' },
];

function source(respond: () => Promise<Response>) {
  const problems: string[] = [];
  let fetches = 0;
  const tips = createTipsSource({
    url: '/handy_tips.json',
    fetch: (url) => {
      fetches++;
      expect(url).toBe('/handy_tips.json');
      return respond();
    },
    onProblem: (message) => void problems.push(message),
  });
  return { tips, problems, fetches: () => fetches };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('createTipsSource', () => {
  it('fetches the file once and hands every caller the same tips', async () => {
    const { tips, fetches, problems } = source(() => json(valid));
    const [a, b] = await Promise.all([tips.load(), tips.load()]);
    expect(await tips.load()).toBe(a);
    expect(b).toBe(a);
    expect(a.map((tip) => tip.id)).toEqual(['one', 'two']);
    expect(fetches()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('yields no tips for a missing file, and says so', async () => {
    const { tips, problems } = source(() => json({ error: 'not found' }, 404));
    expect(await tips.load()).toEqual([]);
    expect(problems).toEqual(['The tips file answered 404; no tip is shown']);
  });

  it('yields no tips when the request fails', async () => {
    const { tips, problems } = source(() => Promise.reject(new TypeError('offline')));
    expect(await tips.load()).toEqual([]);
    expect(problems).toEqual(['The tips file could not be fetched; no tip is shown']);
  });

  it('yields no tips for a file that is not JSON (e.g. the app page served instead)', async () => {
    const { tips, problems } = source(() =>
      Promise.resolve(new Response('<!doctype html><html></html>', { status: 200 })),
    );
    expect(await tips.load()).toEqual([]);
    expect(problems).toEqual(['The tips file is not JSON; no tip is shown']);
  });

  it('does not fetch again after a failure on the same page', async () => {
    const { tips, fetches } = source(() => json({}, 500));
    await tips.load();
    await tips.load();
    expect(fetches()).toBe(1);
  });
});

describe('parseTips', () => {
  it('refuses a file that is not a list', () => {
    const problems: string[] = [];
    expect(parseTips({ tips: valid }, (m) => problems.push(m))).toEqual([]);
    expect(problems).toEqual(['The tips file is not a list of tips; no tip is shown']);
  });

  it('skips broken entries and repeated ids and keeps the rest', () => {
    const problems: string[] = [];
    const parsed = parseTips(
      [
        valid[0],
        { id: 'no-english', text: { de: 'Nur Deutsch.' } },
        { id: 'bad link', text: { 'en-US': 'x' } },
        { id: 'js-link', text: { 'en-US': 'x' }, link: 'javascript:alert(1)' },
        { id: 'protocol-relative', text: { 'en-US': 'x' }, link: '//evil.example/' },
        { id: 'empty', text: { 'en-US': '  ' } },
        'just a string',
        { ...valid[1], id: 'one' },
        valid[1],
      ],
      (m) => problems.push(m),
    );
    expect(parsed.map((tip) => tip.id)).toEqual(['one', 'two']);
    expect(problems).toHaveLength(7);
    expect(problems.at(-1)).toBe('Skipping tip 7 of the tips file: id "one" is used twice');
  });
});

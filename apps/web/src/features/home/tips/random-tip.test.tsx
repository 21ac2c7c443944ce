import { act, cleanup, render, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import enUS from '../locales/en-US.json';
import ja from '../locales/ja.json';
import { RandomTip } from './random-tip';
import { createTipsSource, type TipsSource } from './tips-source';

const file = [
  {
    id: 'stroke-zone',
    text: { 'en-US': 'Set a stroke zone.', de: 'Lege einen Hubbereich fest.' },
    link: '/hamp',
  },
  { id: 'emergency-stop', text: { 'en-US': 'Press Stop to stop.' } },
  {
    id: 'guide',
    text: { 'en-US': 'Read the guide.', ja: 'ガイドを読む。' },
    link: 'https://example.com/guide',
  },
];

let i18n: i18n;

afterEach(cleanup);

beforeEach(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { home: enUS }, de: { home: de }, ja: { home: ja } },
    interpolation: { escapeValue: false },
  });
});

function sourceOf(respond: () => Promise<Response>) {
  const problems: string[] = [];
  let fetches = 0;
  const source: TipsSource = createTipsSource({
    url: '/handy_tips.json',
    fetch: () => {
      fetches++;
      return respond();
    },
    onProblem: (message) => void problems.push(message),
  });
  return { source, problems, fetches: () => fetches };
}

const serve =
  (body: string, status = 200) =>
  () =>
    Promise.resolve(new Response(body, { status }));

async function renderTip(source: TipsSource, random: () => number) {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RandomTip source={source} random={random} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  // Let the tips load and the component settle.
  await act(() => source.load());
  return view;
}

describe('RandomTip', () => {
  it('shows the tip the random number picks, with its link into the app', async () => {
    const { source } = sourceOf(serve(JSON.stringify(file)));
    await renderTip(source, () => 0);
    const tip = screen.getByRole('region', { name: 'Tip' });
    expect(tip.textContent).toContain('Set a stroke zone.');
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/hamp');
  });

  it('opens an external link in a new tab and says so', async () => {
    const { source } = sourceOf(serve(JSON.stringify(file)));
    await renderTip(source, () => 0.9);
    const link = screen.getByRole('link', { name: 'Learn more (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no link when the tip has none', async () => {
    const { source } = sourceOf(serve(JSON.stringify(file)));
    await renderTip(source, () => 0.5);
    expect(screen.getByRole('region', { name: 'Tip' }).textContent).toContain(
      'Press Stop to stop.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('follows a language change, keeping the same tip, and falls back to en-US', async () => {
    const { source } = sourceOf(serve(JSON.stringify(file)));
    await renderTip(source, () => 0);
    await act(() => i18n.changeLanguage('de'));
    const tip = screen.getByRole('region', { name: 'Tipp' });
    expect(tip.textContent).toContain('Lege einen Hubbereich fest.');
    expect(screen.getByText('Lege einen Hubbereich fest.').getAttribute('lang')).toBe('de');
    await act(() => i18n.changeLanguage('ja'));
    // No Japanese text for this tip: English, marked as English; the heading is Japanese.
    expect(screen.getByRole('region', { name: 'ヒント' }).textContent).toContain(
      'Set a stroke zone.',
    );
    expect(screen.getByText('Set a stroke zone.').getAttribute('lang')).toBe('en-US');
  });

  it('renders nothing when the file is missing', async () => {
    const { source, problems } = sourceOf(serve('Not found', 404));
    const { container } = await renderTip(source, () => 0);
    expect(container.childElementCount).toBe(0);
    expect(problems).toEqual(['The tips file answered 404; no tip is shown']);
  });

  it('renders nothing when the file is malformed', async () => {
    for (const body of ['{"tips": []}', '[{"id": "x"}]', 'not json', '[]']) {
      const { source, problems } = sourceOf(serve(body));
      const { container, unmount } = await renderTip(source, () => 0);
      expect(container.childElementCount, body).toBe(0);
      if (body !== '[]') expect(problems, body).not.toEqual([]);
      unmount();
    }
  });

  it('fetches the file once for every tip shown on the page', async () => {
    const { source, fetches } = sourceOf(serve(JSON.stringify(file)));
    await renderTip(source, () => 0);
    await renderTip(source, () => 0.5);
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(fetches()).toBe(1);
  });
});

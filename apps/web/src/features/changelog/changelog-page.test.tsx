import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ChangelogMarkdown } from './changelog-markdown';
import ChangelogPage from './changelog-page';
import de from './locales/de.json';
import enUS from './locales/en-US.json';

afterEach(cleanup);

async function renderIn(language: 'en-US' | 'de', ui = <ChangelogPage />) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { 'en-US': { changelog: enUS }, de: { changelog: de } },
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('the changelog page', () => {
  it('renders CHANGELOG.md with a heading per version, after loading it lazily', async () => {
    await renderIn('en-US');
    expect(screen.getByRole('heading', { level: 1, name: 'Changelog' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Unreleased' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Added' })).toBeInTheDocument();
    expect(screen.getByText(/^@glide\/handy/)).toBeInTheDocument();
    const keepAChangelog = screen.getByRole('link', { name: 'Keep a Changelog' });
    expect(keepAChangelog.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('The changelog is written in English.')).toBeNull();
  });

  it('says the file is in English to readers of other languages', async () => {
    await renderIn('de');
    expect(
      await screen.findByText('Das Änderungsprotokoll ist auf Englisch geschrieben.'),
    ).toHaveAttribute('lang', 'de');
    expect(
      screen
        .getByRole('heading', { level: 2, name: 'Unreleased' })
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('en');
  });
});

describe('ChangelogMarkdown', () => {
  it('never renders raw HTML or script URLs from the file', async () => {
    const view = await renderIn(
      'en-US',
      <ChangelogMarkdown>
        {'- <b>bold</b> <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [ok](#top)'}
      </ChangelogMarkdown>,
    );
    expect(view.container.querySelector('b, img, script')).toBeNull();
    expect(screen.getByRole('link', { name: 'ok' }).getAttribute('href')).toBe('#top');
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});

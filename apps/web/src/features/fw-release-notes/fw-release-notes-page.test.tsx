import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FirmwareReleaseCard } from './firmware-release-card';
import FwReleaseNotesPage from './fw-release-notes-page';
import de from './locales/de.json';
import enUS from './locales/en-US.json';
import ja from './locales/ja.json';
import { parseFirmwareReleases } from './release-notes';

afterEach(cleanup);

async function renderIn(language: 'en-US' | 'de' | 'ja', ui = <FwReleaseNotesPage />) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-US',
    resources: {
      'en-US': { 'fw-release-notes': enUS },
      de: { 'fw-release-notes': de },
      ja: { 'fw-release-notes': ja },
    },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the firmware release notes page', () => {
  it('lists the releases newest first with channel and date', async () => {
    await renderIn('en-US');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Firmware release notes' }),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Firmware 4.3.0-beta.1',
      'Firmware 4.2.2',
      'Firmware 4.1.8',
      'Firmware 4.0.16',
      'Firmware 4.0.12',
    ]);
    const beta = screen.getByRole('heading', { name: 'Firmware 4.3.0-beta.1' }).closest('li');
    expect(beta && within(beta).getByText('Staging (test version)')).toBeInTheDocument();
    expect(
      beta && within(beta).getByText('Noted by Glide on November 22, 2026'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Production')).toHaveLength(4);
  });

  it('says the notes are ours and links to the update page', async () => {
    await renderIn('en-US');
    expect(screen.getByText(/They are not the device maker's release notes\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update your device' }).getAttribute('href')).toBe(
      '/ota',
    );
  });

  it('shows the notes in the reader language', async () => {
    await renderIn('de');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Hinweise zu Firmware-Versionen',
    );
    expect(screen.getByText(/Die Version, gegen die Glide getestet wird/)).toBeInTheDocument();
    expect(screen.queryByText(/The version Glide is tested against/)).toBeNull();
  });

  it('falls back to English notes, marked as English, when a release lacks the language', async () => {
    const [release] = parseFirmwareReleases({
      releases: [
        {
          version: '4.4.0',
          date: '2026-11-22',
          channel: 'production',
          notes: { 'en-US': ['Only in English.'] },
        },
      ],
    });
    if (!release) throw new Error('fixture must parse');
    await renderIn('ja', <FirmwareReleaseCard release={release} />);
    expect(screen.getByText('Only in English.').closest('ul')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(ja.englishOnly)).toBeInTheDocument();
  });
});

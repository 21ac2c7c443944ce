import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import AboutPage from './about-page';
import enUS from './locales/en-US.json';

afterEach(cleanup);

const appVersion = v.parse(
  v.object({ version: v.string() }),
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')),
).version;

async function renderPage() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { about: enUS } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

function sectionOf(heading: string): HTMLElement {
  const section = screen.getByText(heading, { selector: 'h2' }).closest('section');
  if (!section) throw new Error(`no section headed ${heading}`);
  return section;
}

describe('the about page', () => {
  it("shows the app's version and, under the dev server, a development build", async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'About Glide' })).toBeInTheDocument();
    expect(screen.getByTestId('about-version').textContent).toBe(appVersion);
    expect(screen.getByTestId('about-build').textContent).toBe('Development build (not a release)');
  });

  it("links to the privacy section and the device maker's site", async () => {
    await renderPage();
    // Queried inside the section: role queries over the whole page walk the long licence table.
    const links = within(sectionOf('Links'));
    expect(links.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe(
      '#about-privacy-heading',
    );
    expect(screen.getByText('Privacy', { selector: 'h2' }).id).toBe('about-privacy-heading');
    expect(
      links
        .getByRole('link', { name: "The Handy: the device maker's site (opens in a new tab)" })
        .getAttribute('href'),
    ).toBe('https://www.thehandy.com');
  });

  it('lists the licences of the production dependencies, generated from node_modules', async () => {
    await renderPage();
    const table = screen.getByRole('table', {
      name: 'Packages Glide uses, with their versions and licences',
    });
    const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rows.length).toBeGreaterThan(20);
    const react = rows.find(
      (row) => row.querySelector('th a')?.firstChild?.textContent === 'react',
    );
    expect(react).toBeDefined();
    if (!react) return;
    expect(within(react).getByRole('cell', { name: 'MIT' })).toBeInTheDocument();
    expect(within(react).getByRole('link').getAttribute('target')).toBe('_blank');
  });

  it('filters the licence table', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('searchbox', { name: 'Filter packages' }));
    await user.paste('react-markdown');
    const table = screen.getByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['react-markdown (opens in a new tab)']);
    expect(screen.getByText(/^Showing 1 of \d+ packages\.$/)).toBeInTheDocument();
  });
});

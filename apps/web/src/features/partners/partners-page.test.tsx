import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import partnersFile from './data/partners.json';
import enUS from './locales/en-US.json';
import PartnersPage from './partners-page';

afterEach(cleanup);

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function renderAt(path: string, element = <PartnersPage />) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { partners: enUS } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/partners" element={element} />
          <Route path="/partners/:filter" element={element} />
        </Routes>
        <Location />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const cardNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim());

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Category' })).getByRole('link', { name });

const total = partnersFile.partners.length;

describe('the partners page', () => {
  it('lists every partner under /partners with All selected', async () => {
    await renderAt('/partners');
    expect(screen.getByRole('heading', { level: 1, name: 'Partners' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(total);
    expect(chip('All').getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(`Showing ${total} of ${total}.`)).toBeInTheDocument();
  });

  it('preselects the category from the route', async () => {
    await renderAt('/partners/vr');
    expect(chip('VR').getAttribute('aria-current')).toBe('true');
    expect(chip('All').getAttribute('aria-current')).toBeNull();
    const names = cardNames();
    expect(names).toContain('HereSphere (opens in a new tab)');
    expect(names).not.toContain('OpenFunscripter (opens in a new tab)');
    for (const card of screen
      .getAllByRole('listitem')
      .filter((li) => li.matches('.partner-card'))) {
      expect(within(card).getByText('VR')).toBeInTheDocument();
    }
  });

  it('takes the filter as a prop before the route', async () => {
    await renderAt('/partners/vr', <PartnersPage filter="games" />);
    expect(chip('Games').getAttribute('aria-current')).toBe('true');
    expect(cardNames()).toEqual([
      'Intiface Central (opens in a new tab)',
      'Buttplug (opens in a new tab)',
    ]);
  });

  it('shows everything with a note for an unknown category', async () => {
    await renderAt('/partners/music');
    expect(
      screen.getByText('There is no category called “music”, so everything is shown.'),
    ).toHaveAttribute('role', 'status');
    expect(cardNames()).toHaveLength(total);
    expect(chip('All').getAttribute('aria-current')).toBe('true');
  });

  it('changes the category by clicking a chip, which changes the address', async () => {
    const user = userEvent.setup();
    await renderAt('/partners');
    await user.click(chip('Scripts'));
    expect(screen.getByTestId('location').textContent).toBe('/partners/scripts');
    expect(chip('Scripts').getAttribute('aria-current')).toBe('true');
    expect(cardNames()).toContain('EroScripts (opens in a new tab)');
    expect(cardNames()).not.toContain('HereSphere (opens in a new tab)');
    await user.click(chip('All'));
    expect(screen.getByTestId('location').textContent).toBe('/partners');
    expect(cardNames()).toHaveLength(total);
  });

  it('narrows the list by search and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderAt('/partners/video');
    const search = screen.getByRole('searchbox', { name: 'Search apps and sites' });
    await user.type(search, 'windows');
    expect(cardNames()).toEqual([
      'ScriptPlayer (opens in a new tab)',
      'MultiFunPlayer (opens in a new tab)',
    ]);
    await user.type(search, ' zzz');
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(
      screen.getByText('Nothing matches. Try another category or clear the search.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((search as HTMLInputElement).value).toBe('');
    expect(cardNames().length).toBeGreaterThan(2);
  });

  it('links each partner to its site in a new tab', async () => {
    await renderAt('/partners');
    const link = screen.getByRole('link', { name: 'Stash (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://stashapp.cc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../preferences/preferences-instance';
import { defaultPreferences } from '../../preferences';
import SettingsPage from './settings-page';
import { renderWithTexts, resetSettingsEnvironment, writeFromAnotherTab } from './test-support';

const SECTION_HEADINGS = [
  'Device & appearance',
  'Language',
  'Key bindings',
  'Beatbox',
  'Local player',
  'Stash library',
  'Sync page',
  'Random classic',
  'Developer',
  'Analytics',
  'Reset all settings',
];

beforeEach(resetSettingsEnvironment);

describe('SettingsPage', () => {
  it('has one titled section per area, each listed in the contents', async () => {
    await renderWithTexts(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTION_HEADINGS);
    for (const name of SECTION_HEADINGS) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('moves focus to a section’s heading from the contents', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<SettingsPage />);
    const contents = screen.getByRole('navigation', { name: 'Settings sections' });
    await user.click(within(contents).getByRole('link', { name: 'Random classic' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Random classic' }),
    );
    expect(window.location.hash).toBe('#settings-random-classic');
  });

  it('opens at the section named in the address, with focus on its heading', async () => {
    window.history.replaceState(null, '', '/settings#settings-developer');
    await renderWithTexts(<SettingsPage />);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Developer' }),
    );
    window.history.replaceState(null, '', '/');
  });

  it('shows channel debug only in developer mode, also in the contents', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<SettingsPage />);
    expect(screen.queryByRole('region', { name: 'Channel debug' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Developer mode' }));
    expect(screen.getByRole('region', { name: 'Channel debug' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(contents).getByRole('link', { name: 'Channel debug' })).toBeInTheDocument();
  });

  it('switches the whole page’s language and stores the choice under userLanguage', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<SettingsPage />);
    const language = screen.getByRole('combobox', { name: 'Language of the app' });
    expect(language.textContent).toContain('English');
    language.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(localStorage.getItem('userLanguage')).toBe('de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Einstellungen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache der App' }).textContent).toContain(
      'Deutsch',
    );
  });

  it('follows another tab: dark mode switched there shows here', async () => {
    await renderWithTexts(<SettingsPage />);
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark.getAttribute('aria-checked')).toBe('true');
    act(() => writeFromAnotherTab({ ...preferencesStore().get(), darkMode: false }));
    expect(screen.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  describe('reset all settings', () => {
    const customise = () =>
      preferencesStore().update({
        connectionKey: 'AbCdE12345',
        deviceSelectionComplete: true,
        darkMode: false,
        analyticsConsent: true,
        keyBinding: { enabled: true, stroke: { topUp: 'z' } },
        randomClassic: { speedRangePct: [10, 20] },
        api: { baseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3' },
      });

    it('asks first, and Cancel changes nothing', async () => {
      const user = userEvent.setup();
      customise();
      const before = preferencesStore().get();
      await renderWithTexts(<SettingsPage />);
      await user.click(screen.getByRole('button', { name: 'Reset all settings…' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Reset all settings?' });
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(preferencesStore().get()).toBe(before);
    });

    it('puts every setting back to its default and keeps the user’s data', async () => {
      const user = userEvent.setup();
      customise();
      await renderWithTexts(<SettingsPage />);
      // An edit in progress is dropped too.
      const lowest = screen.getByLabelText('Lowest speed (%)');
      await user.clear(lowest);
      await user.click(screen.getByRole('button', { name: 'Reset all settings…' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Reset all settings?' });
      await user.click(within(dialog).getByRole('button', { name: 'Reset' }));

      expect(preferencesStore().get()).toEqual({
        ...defaultPreferences,
        connectionKey: 'AbCdE12345',
        deviceSelectionComplete: true,
      });
      expect(screen.getByText('All settings were reset.')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(screen.getByLabelText('Lowest speed (%)')).toHaveProperty('value', '0');
      expect(screen.getByRole('button', { name: 'Raise the top: Q' })).toBeInTheDocument();
      expect(screen.getByLabelText('API base address')).not.toHaveProperty(
        'value',
        'https://www.handyfeeling.com/api/handy-rest/v3',
      );
    });
  });
});

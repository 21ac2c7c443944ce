import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { DeviceSection } from './device-section';

const prefs = () => preferencesStore().get();

beforeEach(resetSettingsEnvironment);

describe('DeviceSection', () => {
  it('toggles dark mode and the content filters', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeviceSection />);
    const dark = screen.getByRole('switch', { name: 'Dark mode' });
    expect(dark.getAttribute('aria-checked')).toBe('true');
    await user.click(dark);
    expect(prefs().darkMode).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Content filter for women' }));
    expect(prefs().femaleContentFilter).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Japanese content filter' }));
    expect(prefs().japaneseContentFilter).toBe(true);
  });

  async function chooseDevice(user: ReturnType<typeof userEvent.setup>, name: string) {
    const device = screen.getByRole('combobox', { name: 'Device' });
    device.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name }));
  }

  it('choosing the Oh sets dark mode off and the women’s filter on (spec §4)', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeviceSection />);
    expect(prefs()).toMatchObject({ device: 'handy', darkMode: true, femaleContentFilter: false });

    await chooseDevice(user, 'Oh');
    expect(prefs()).toMatchObject({ device: 'oh', darkMode: false, femaleContentFilter: true });
    expect(screen.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(
      screen.getByRole('switch', { name: 'Content filter for women' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      screen.getByText('Oh chosen: dark mode and the content filter for women are set for it.'),
    ).toBeInTheDocument();
  });

  it('choosing The Handy sets dark mode on and the women’s filter off (spec §4)', async () => {
    preferencesStore().update({ device: 'oh', darkMode: false, femaleContentFilter: true });
    const user = userEvent.setup();
    await renderWithTexts(<DeviceSection />);
    await chooseDevice(user, 'The Handy');
    expect(prefs()).toMatchObject({ device: 'handy', darkMode: true, femaleContentFilter: false });
    expect(screen.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('the look set by a choice can be changed again, and the device stays', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeviceSection />);
    await chooseDevice(user, 'Oh');
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(prefs()).toMatchObject({ device: 'oh', darkMode: true, femaleContentFilter: true });
  });
});

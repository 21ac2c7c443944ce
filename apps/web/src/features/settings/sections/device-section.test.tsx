import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../lib/preferences-instance';
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

  it('changes the device without touching the look, and applies its look only when asked', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeviceSection />);
    const device = screen.getByRole('combobox', { name: 'Device' });
    device.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Oh' }));
    expect(prefs().device).toBe('oh');
    expect(prefs().darkMode).toBe(true);
    expect(prefs().femaleContentFilter).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Apply the recommended look for Oh' }));
    expect(prefs().darkMode).toBe(false);
    expect(prefs().femaleContentFilter).toBe(true);
    expect(screen.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(screen.getByText('Recommended look for Oh applied.')).toBeDefined();
  });
});

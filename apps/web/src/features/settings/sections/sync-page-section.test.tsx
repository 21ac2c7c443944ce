import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { renderWithTexts, resetSettingsEnvironment, writeFromAnotherTab } from '../test-support';
import { SyncPageSection } from './sync-page-section';

const syncPage = () => preferencesStore().get().syncPage;
const checked = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked');

beforeEach(resetSettingsEnvironment);

describe('SyncPageSection', () => {
  it('shows the stored options (spec §3 syncPage, defaults)', async () => {
    await renderWithTexts(<SyncPageSection />);
    expect(checked('Show the simulator')).toBe('true');
    expect(checked('Loop the test')).toBe('true');
  });

  it('saves each switch as it is toggled, and only its own', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<SyncPageSection />);
    await user.click(screen.getByRole('switch', { name: 'Show the simulator' }));
    expect(syncPage()).toEqual({ simulator: false, loop: true });
    await user.click(screen.getByRole('switch', { name: 'Loop the test' }));
    expect(syncPage()).toEqual({ simulator: false, loop: false });
    expect(preferencesStore().get().localPlayer.showSimulator).toBe(true);
  });

  it('shows a change made in another tab', async () => {
    await renderWithTexts(<SyncPageSection />);
    const current = preferencesStore().get();
    writeFromAnotherTab({ ...current, syncPage: { simulator: true, loop: false } });
    await screen.findByRole('switch', { name: 'Loop the test', checked: false });
    expect(checked('Show the simulator')).toBe('true');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import {
  descriptionOf,
  renderWithTexts,
  resetSettingsEnvironment,
  writeFromAnotherTab,
} from '../test-support';
import { LocalPlayerSection } from './local-player-section';

const localPlayer = () => preferencesStore().get().localPlayer;
const checked = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked');

beforeEach(resetSettingsEnvironment);

describe('LocalPlayerSection', () => {
  it('shows the stored options (spec §3 localPlayer, defaults)', async () => {
    await renderWithTexts(<LocalPlayerSection />);
    expect(checked('Loop the video')).toBe('false');
    expect(checked('Show the simulator')).toBe('true');
    expect(checked('Show the emulator')).toBe('false');
    expect(screen.getByLabelText('Video address')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Script address')).toHaveProperty('value', '');
  });

  it('saves each switch as it is toggled', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<LocalPlayerSection />);
    await user.click(screen.getByRole('switch', { name: 'Loop the video' }));
    await user.click(screen.getByRole('switch', { name: 'Show the simulator' }));
    await user.click(screen.getByRole('switch', { name: 'Show the emulator' }));
    expect(localPlayer()).toMatchObject({ loop: true, showSimulator: false, showEmulator: true });
  });

  it('saves a web address, refuses anything else with its message, and takes empty as none', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<LocalPlayerSection />);
    const video = screen.getByLabelText('Video address');
    await user.type(video, 'https://videos.example/clip.mp4');
    expect(localPlayer().videoUrl).toBe('https://videos.example/clip.mp4');

    const script = screen.getByLabelText('Script address');
    await user.type(script, 'file:///home/me/clip.funscript');
    expect(script.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(script)).toContain(
      'Enter an address starting with http:// or https://, or leave it empty.',
    );
    expect(localPlayer().scriptUrl).toBe('');

    await user.clear(video);
    expect(localPlayer().videoUrl).toBe('');
    expect(video.getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves what the player itself remembers as it is', async () => {
    const user = userEvent.setup();
    preferencesStore().update({
      localPlayer: {
        lastVideoName: 'clip.mp4',
        lastScriptName: 'clip.funscript',
        transport: 'hssp',
      },
    });
    await renderWithTexts(<LocalPlayerSection />);
    // The player writes its memory meanwhile; a save here must not put back the older copy.
    preferencesStore().update({ localPlayer: { lastVideoName: 'other.mp4' } });
    await user.click(screen.getByRole('switch', { name: 'Loop the video' }));
    expect(localPlayer()).toMatchObject({
      loop: true,
      lastVideoName: 'other.mp4',
      lastScriptName: 'clip.funscript',
      transport: 'hssp',
    });
  });

  it('shows a change made in another tab', async () => {
    await renderWithTexts(<LocalPlayerSection />);
    const current = preferencesStore().get();
    writeFromAnotherTab({
      ...current,
      localPlayer: { ...current.localPlayer, showEmulator: true },
    });
    await screen.findByRole('switch', { name: 'Show the emulator', checked: true });
  });
});

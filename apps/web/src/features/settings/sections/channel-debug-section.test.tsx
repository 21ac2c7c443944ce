import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { descriptionOf, renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { ChannelDebugSection } from './channel-debug-section';

const flags = () => preferencesStore().get().channelDebug;

beforeEach(resetSettingsEnvironment);

describe('ChannelDebugSection', () => {
  it('adds a flag by a valid name, toggles it and removes it', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<ChannelDebugSection />);
    expect(screen.getByText('No debug flags yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New flag name'), 'logEvents');
    await user.click(screen.getByRole('button', { name: 'Add flag' }));
    expect(flags()).toEqual({ logEvents: true });
    expect(screen.getByLabelText('New flag name')).toHaveProperty('value', '');

    await user.click(screen.getByRole('switch', { name: 'logEvents' }));
    expect(flags()).toEqual({ logEvents: false });
    await user.click(screen.getByRole('button', { name: 'Remove logEvents' }));
    expect(flags()).toEqual({});
  });

  it('refuses invalid and taken names with a message', async () => {
    const user = userEvent.setup();
    preferencesStore().update({ channelDebug: { showRaw: false } });
    await renderWithTexts(<ChannelDebugSection />);
    const name = screen.getByLabelText('New flag name');
    await user.type(name, '1bad name');
    await user.click(screen.getByRole('button', { name: 'Add flag' }));
    expect(descriptionOf(name)).toBe(
      'Start with a letter; use up to 64 letters, digits or underscores.',
    );
    await user.clear(name);
    await user.type(name, 'showRaw');
    await user.click(screen.getByRole('button', { name: 'Add flag' }));
    expect(descriptionOf(name)).toBe('This flag already exists.');
    expect(flags()).toEqual({ showRaw: false });
  });
});

import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpPageTests } from '../../device/testing/fake-devices';
import { shippedShowcase } from './showcase-data';
import { installFakeEngine, renderCommunity } from './testing/community-test-kit';

vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));

setUpPageTests('community', 'player');

beforeEach(() => {
  installFakeEngine();
});

async function renderPage() {
  await renderCommunity();
  return userEvent.setup();
}

const cardNames = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

describe('the community page', () => {
  it('shows every shipped entry as a card with its heatmap and figures', async () => {
    await renderPage();
    const entries = shippedShowcase();
    expect(cardNames()).toEqual(entries.map((e) => e.name));
    const steady = screen.getByRole('heading', { level: 2, name: 'Steady Pulse' }).closest('li');
    expect(steady).not.toBeNull();
    if (!steady) return;
    const card = within(steady);
    expect(card.getByText('by @glide-team')).toBeInTheDocument();
    expect(card.getByText('Beatbox pattern')).toBeInTheDocument();
    expect(card.getByText('80 bpm')).toBeInTheDocument();
    // 10 → 90 and back every beat at 80 bpm: 80 % of the stroke per 750 ms.
    expect(card.getAllByText('107 %/s')).toHaveLength(2);
    expect(
      card.getByRole('img', {
        name: 'Heatmap of Steady Pulse: average speed 107 %/s, top speed 107 %/s.',
      }),
    ).toBeInTheDocument();
    const download = card.getByRole('link', { name: 'Download funscript Steady Pulse' });
    expect(download.getAttribute('download')).toBe('steady-pulse.funscript');
    expect(download.getAttribute('href')).toMatch(/^data:application\/json;charset=utf-8,/);
  });

  it('explains the heatmap colours in words', async () => {
    await renderPage();
    const legend = screen.getByRole('figure', {
      name: 'Heatmap colours: speed in % of the stroke per second',
    });
    expect(within(legend).getByText('Calm')).toBeInTheDocument();
    expect(within(legend).getByText('0–80 %/s')).toBeInTheDocument();
    expect(within(legend).getByText('320 %/s and more')).toBeInTheDocument();
  });

  it('filters by type', async () => {
    const user = await renderPage();
    await user.click(chip('Type', 'Scripts'));
    expect(chip('Type', 'Scripts').getAttribute('aria-pressed')).toBe('true');
    expect(chip('Type', 'All').getAttribute('aria-pressed')).toBe('false');
    const scripts = shippedShowcase().filter((e) => e.type === 'script');
    expect(scripts).toHaveLength(3);
    expect(cardNames()).toEqual(scripts.map((e) => e.name));
    expect(screen.getByText('Showing 3 of 11.')).toBeInTheDocument();
  });

  it('filters by tag, together with the type', async () => {
    const user = await renderPage();
    await user.click(chip('Tag', 'Fast'));
    expect(cardNames()).toEqual(['Gallop', 'Flutter Top']);
    await user.click(chip('Type', 'Scripts'));
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(
      screen.getByText('Nothing has this type and tag. Choose another filter.'),
    ).toBeInTheDocument();
    await user.click(chip('Tag', 'All tags'));
    expect(cardNames()).toHaveLength(3);
  });
});

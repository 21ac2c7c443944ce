import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveScript, type LiveScript, type PlaybackScript } from '@glide/core';
import { hspLoaded } from '../../device/protocols/answers';
import { initialHsp } from '../../device/session/initial-state';
import { setUpPageTests } from '../../device/testing/fake-devices';
import { playingStatus } from '../../player/components/testing/statuses';
import {
  card,
  installFakeEngine,
  playButton,
  renderCommunity,
  type FakeEngine,
} from './testing/community-test-kit';

vi.mock('../../player/use-playback-engine', () => ({ usePlaybackEngine: vi.fn() }));

setUpPageTests('community', 'player');

let engine: FakeEngine;
beforeEach(() => {
  engine = installFakeEngine();
});

/** The live script the engine was last given, or a failure when it got none. */
function liveScript(): LiveScript {
  const script = engine.options().script;
  if (!script || !isLiveScript(script)) throw new Error('The engine has no pattern');
  return script;
}

const bar = () => screen.getByTestId('community-player');
/** A stop seeks back to 0 only when the clock moved (Date.now may not have): leave seeks out. */
const withoutSeeks = (events: readonly string[]) =>
  events.filter((event) => event !== 'seeking' && event !== 'seeked');

describe('playing a pattern from its card', () => {
  it('plays with one click: the engine streams the loop and the clock plays', async () => {
    await renderCommunity({ connectKey: 'PlayKey01' });
    expect(screen.queryByTestId('community-player')).toBeNull();
    expect(engine.options().script).toBeUndefined();

    await userEvent.click(playButton('Steady Pulse'));

    expect(engine.events).toEqual(['play', 'playing']);
    expect(engine.options()).toMatchObject({ transport: 'hsp', changedFromMs: 0 });
    const script = liveScript();
    expect(script.name).toBe('Steady Pulse');
    // The loop from its start: 10 % at 0, 90 % at 750 ms, 10 % again at 1500 ms.
    expect(script.pointsAfter(-1, 3)).toEqual([
      { t: 0, x: 10 },
      { t: 750, x: 90 },
      { t: 1500, x: 10 },
    ]);
    const button = playButton('Steady Pulse');
    expect(button.textContent).toBe('Stop Steady Pulse');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(card('Steady Pulse').dataset.playing).toBe('true');
    expect(
      within(bar()).getByRole('heading', { level: 2, name: 'Now playing' }),
    ).toBeInTheDocument();
    expect(within(bar()).getByText('Steady Pulse').tagName).toBe('P');
    expect(within(bar()).getByRole('group', { name: 'Device position' })).toBeInTheDocument();
    expect(within(bar()).getByRole('region', { name: 'Sync' })).toBeInTheDocument();
    expect(screen.queryByTestId('community-connect')).toBeNull();
  });

  it('stops from the card: the clock pauses and goes back to 0, the card says Play', async () => {
    await renderCommunity({ connectKey: 'PlayKey02' });
    await userEvent.click(playButton('Slow Wave'));
    await userEvent.click(playButton('Slow Wave'));
    expect(withoutSeeks(engine.events)).toEqual(['play', 'playing', 'pause']);
    const button = playButton('Slow Wave');
    expect(button.textContent).toBe('Play Slow Wave');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // The bar stays, stopped, with Play to start again.
    expect(within(bar()).getByRole('heading', { level: 2, name: 'Stopped' })).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Play' }));
    expect(engine.events.at(-1)).toBe('playing');
    expect(playButton('Slow Wave').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to another pattern under the playing device, a lead ahead and without a restart', async () => {
    engine = installFakeEngine(playingStatus({ roundTripMs: 250 }));
    await renderCommunity({ connectKey: 'PlayKey03' });
    await userEvent.click(playButton('Steady Pulse'));
    const first = liveScript();
    const eventsBefore = [...engine.events];

    await userEvent.click(playButton('Slow Wave'));

    const second = liveScript();
    expect(second).not.toBe(first);
    expect(second.name).toBe('Slow Wave');
    // Three round trips of 250 ms ahead of the clock, which has barely moved.
    const changedFromMs = engine.options().changedFromMs ?? 0;
    expect(changedFromMs).toBeGreaterThanOrEqual(750);
    expect(changedFromMs).toBeLessThan(1500);
    // Before the switch the stream is the first pattern's, point for point.
    expect(second.pointsAfter(-1, 2)).toEqual(first.pointsAfter(-1, 2));
    // No pause, seek or play: the device changes as it plays.
    expect(engine.events).toEqual(eventsBefore);
    expect(playButton('Steady Pulse').getAttribute('aria-pressed')).toBe('false');
    expect(playButton('Slow Wave').getAttribute('aria-pressed')).toBe('true');
  });

  it('plays a script looped on the same player, after stopping a pattern', async () => {
    await renderCommunity({ connectKey: 'PlayKey04' });
    await userEvent.click(playButton('Steady Pulse'));
    await userEvent.click(playButton('Metronome 120'));
    const script = engine.options().script as PlaybackScript | undefined;
    expect(script && !isLiveScript(script) ? script.points.length : 0).toBeGreaterThan(2);
    expect(engine.options().loop).toBe(true);
    expect(withoutSeeks(engine.events.slice(2))).toEqual(['pause', 'play', 'playing']);
    expect(within(bar()).getByText('Script, looping')).toBeInTheDocument();
    expect(playButton('Metronome 120').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('every state of the player bar', () => {
  it('plays without a device and asks to connect', async () => {
    await renderCommunity();
    await userEvent.click(playButton('Gallop'));
    expect(engine.events).toEqual(['play', 'playing']);
    expect(within(bar()).getByTestId('community-connect').textContent).toContain(
      'Connect your device to feel it',
    );
    expect(within(bar()).queryByRole('region', { name: 'Sync' })).toBeNull();
  });

  it('leaves a device on old firmware alone and says why', async () => {
    await renderCommunity({
      connectKey: 'OldFirm01',
      devices: { OldFirm01: { info: { fw_version: '3.2.1' } } },
    });
    await userEvent.click(playButton('Gallop'));
    expect(engine.options().script).toBeUndefined();
    expect(within(bar()).getByTestId('player-legacy-firmware').textContent).toContain(
      "firmware 3.2.1, which can't stream patterns",
    );
    expect(within(bar()).queryByRole('region', { name: 'Sync' })).toBeNull();
  });

  it('shows a failed command with Retry, and the sync health', async () => {
    engine = installFakeEngine({
      ...playingStatus(),
      phase: 'error',
      error: { kind: 'command', cause: new Error('503') },
    });
    await renderCommunity({ connectKey: 'PlayKey05' });
    await userEvent.click(playButton('Heartbeat'));
    const alert = within(bar()).getByTestId('engine-error');
    expect(alert.textContent).toContain('The device stopped answering.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(engine.resync).toHaveBeenCalledOnce();
    act(() => engine.publish(playingStatus()));
    expect(within(bar()).queryByTestId('engine-error')).toBeNull();
    expect(within(bar()).getByTestId('sync-verdict').textContent).toBe('In sync');
  });

  it('stops with the device when it stops on its own (Escape, Stop all, its button)', async () => {
    await renderCommunity({ connectKey: 'PlayKey06' });
    await userEvent.click(playButton('Staircase'));
    act(() => engine.options().onPauseMedia('deviceStopped'));
    expect(engine.events.at(-1)).toBe('pause');
    expect(playButton('Staircase').getAttribute('aria-pressed')).toBe('false');
    expect(within(bar()).getByTestId('player-pause-reason').textContent).toContain(
      'Paused because the device stopped',
    );
    // Playing again clears the reason.
    await userEvent.click(playButton('Staircase'));
    expect(within(bar()).queryByTestId('player-pause-reason')).toBeNull();
  });

  it('stops with the device when this app stopped it (Escape, Stop all: no event, an answer)', async () => {
    engine = installFakeEngine(playingStatus());
    const { devices } = await renderCommunity({ connectKey: 'PlayKey08' });
    const answer = (play_state: 0 | 1 | 2 | 3 | 4) =>
      act(() => devices.store.apply(hspLoaded({ ...initialHsp, play_state })));
    await userEvent.click(playButton('Double Tap'));
    // Before the device was seen playing, a stopped state is the one left from before.
    answer(2);
    expect(playButton('Double Tap').getAttribute('aria-pressed')).toBe('true');
    answer(1);
    answer(2);
    expect(engine.events.at(-1)).toBe('pause');
    expect(playButton('Double Tap').getAttribute('aria-pressed')).toBe('false');
    expect(within(bar()).getByTestId('player-pause-reason').textContent).toContain(
      'Paused because the device stopped',
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'Play' }));
    expect(within(bar()).queryByTestId('player-pause-reason')).toBeNull();
  });

  it('answers Space as the player key once something was played', async () => {
    await renderCommunity({ connectKey: 'PlayKey07' });
    await userEvent.keyboard(' ');
    expect(engine.events).toEqual([]);
    await userEvent.click(playButton('Flutter Top'));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard(' ');
    expect(withoutSeeks(engine.events).at(-1)).toBe('pause');
    expect(playButton('Flutter Top').getAttribute('aria-pressed')).toBe('false');
  });
});

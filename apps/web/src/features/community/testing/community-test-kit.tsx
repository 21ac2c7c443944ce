/**
 * Test support for the community page: a fake playback engine behind the player binding (the test
 * file mocks `player/use-playback-engine` and installs it), and the page in a memory router with a
 * `/beatbox` stand-in that shows the router state it was opened with.
 */
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderNavigation } from '../../../lib/render-navigation';
import { vi } from 'vitest';
import type { PlaybackStatus } from '@glide/core';
import { fakeDevices, type FakeDevices } from '../../../device/testing/fake-devices';
import type { DeviceSetups } from '../../../device/testing/fake-cloud';
import { fakeEngineHook, type FakeEngineHook } from '../../../player/testing/fake-engine-hook';
import { usePlaybackEngine } from '../../../player/use-playback-engine';
import CommunityPage from '../community-page';

/** What a test sees of the fake engine. */
export type FakeEngine = FakeEngineHook;

/** Replaces the (mocked) `usePlaybackEngine` with a fake starting at `initial`. */
export function installFakeEngine(initial?: PlaybackStatus): FakeEngine {
  const fake = fakeEngineHook(initial);
  const engine = vi.mocked(usePlaybackEngine);
  engine.mockReset();
  engine.mockImplementation(fake.use);
  return fake;
}

/** Shows the router state `/beatbox` was opened with, as JSON. */
function BeatboxStandIn() {
  const { state } = useLocation() as { state: unknown };
  return <pre data-testid="beatbox-state">{JSON.stringify(state)}</pre>;
}

/** Options of {@link renderCommunity}. */
export interface RenderCommunityOptions {
  /** Connect this key first; none by default. */
  readonly connectKey?: string;
  readonly devices?: DeviceSetups;
}

/** Renders `/community` (connected when asked) and waits for its heading, in any language. */
export async function renderCommunity(options: RenderCommunityOptions = {}) {
  const devices: FakeDevices = fakeDevices(options.devices);
  if (options.connectKey !== undefined) await devices.connect(options.connectKey);
  const { router } = renderNavigation(
    [
      { path: '/community', element: <CommunityPage />, handle: { titleKey: 'community' } },
      { path: '/beatbox', element: <BeatboxStandIn /> },
    ],
    '/community',
  );
  await screen.findByRole('heading', { level: 1 });
  return { devices, router };
}

/** The card of the entry named `name`. */
export function card(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return item;
}

/** The Play (or Stop) button of the card named `name`. */
export function playButton(name: string): HTMLElement {
  return within(card(name)).getByRole('button', { name: new RegExp(`^(Play|Stop) ${name}$`) });
}

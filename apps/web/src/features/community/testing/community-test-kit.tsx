/**
 * Test support for the community page: a fake playback engine behind the player binding (the test
 * file mocks `player/use-playback-engine` and installs it), and the page in a memory router with a
 * `/beatbox` stand-in that shows the router state it was opened with.
 */
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import type { MediaEvent, PlaybackStatus } from '@glide/core';
import { fakeDevices, type FakeDevices } from '../../../device/testing/fake-devices';
import type { DeviceSetups } from '../../../device/testing/fake-cloud';
import {
  usePlaybackEngine,
  type UsePlaybackEngineOptions,
} from '../../../player/use-playback-engine';
import CommunityPage from '../community-page';

/** What a test sees of the fake engine. */
export interface FakeEngine {
  /** The media events the page's clock sent, in order. */
  readonly events: MediaEvent[];
  readonly resync: Mock<() => void>;
  /** Publishes a new status, as the engine would after a change. */
  publish(next: PlaybackStatus | undefined): void;
  /** The options of the binding's last render. */
  options(): UsePlaybackEngineOptions;
}

/** Replaces the (mocked) `usePlaybackEngine` with a fake starting at `initial`. */
export function installFakeEngine(initial?: PlaybackStatus): FakeEngine {
  const events: MediaEvent[] = [];
  const resync = vi.fn<() => void>();
  let publish: (next: PlaybackStatus | undefined) => void = () => undefined;
  const engine = vi.mocked(usePlaybackEngine);
  engine.mockReset();
  engine.mockImplementation(function useFakeEngine() {
    const [status, setStatus] = useState(initial);
    publish = setStatus;
    return {
      status,
      phaseNow: () => status?.phase,
      resync,
      mediaEvent: (event: MediaEvent) => events.push(event),
    };
  });
  return {
    events,
    resync,
    publish: (next) => publish(next),
    options: () => {
      const last = engine.mock.lastCall?.[0];
      if (!last) throw new Error('The page did not use the engine');
      return last;
    },
  };
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
  const router = createMemoryRouter(
    [
      { path: '/community', element: <CommunityPage />, handle: { titleKey: 'community' } },
      { path: '/beatbox', element: <BeatboxStandIn /> },
    ],
    { initialEntries: ['/community'] },
  );
  render(<RouterProvider router={router} />);
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

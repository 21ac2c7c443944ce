import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock, type PlaybackStatus } from '@glide/core';
import { IDLE_STATUS } from '../../player/testing/fake-engine';
import { fakeDevices, renderRoute, setUpPageTests } from '../../device/testing/fake-devices';
import { ownPartKeys } from '../../device/parts/own-part-keys';
import { alongLag, createAlongLag, setAlongLagForTests } from '../../device/parts/along-lag';
import { preferencesStore } from '../../preferences/preferences-instance';
import type { UsePlaybackEngineOptions } from '../../player/use-playback-engine';
import LocalPage from './local-page';
import { LOCAL_ROUTE, pickVideoAndScript, stubLocalMedia } from './testing/local-media';

/** Every engine the page runs, by the options of its latest render. */
const engines = vi.hoisted(() => ({
  calls: [] as UsePlaybackEngineOptions[],
  /** The status a part's engine (one given a port) reports, and its resyncs. */
  partStatus: undefined as PlaybackStatus | undefined,
  partResyncs: 0,
}));

vi.mock('../../player/use-playback-engine', () => ({
  usePlaybackEngine: (options: UsePlaybackEngineOptions) => {
    engines.calls.push(options);
    const part = options.port !== undefined;
    return {
      status: part ? engines.partStatus : undefined,
      resync: () => {
        if (part) engines.partResyncs += 1;
      },
      phaseNow: () => undefined,
    };
  },
}));

setUpPageTests('local', 'player');

const OWN = 'LaneOwnKey1';
const PARTNER = 'LanePeerKey2';

/** The latest options of the engine that plays on `port` (the app's own when none is given). */
const partEngine = () => engines.calls.findLast((options) => options.port !== undefined);
const mainEngine = () => engines.calls.findLast((options) => options.port === undefined);

async function openWithPartner(
  partner: { online?: boolean; part?: { script?: string; offsetMs?: number } } = {},
) {
  // A cloud with channels: the group checks each linked device (online, firmware) as it forms.
  const devices = fakeDevices(
    { [OWN]: {}, [PARTNER]: { online: partner.online ?? true } },
    { channels: true },
  );
  preferencesStore().update({
    linkedDevices: [
      { connectionKey: PARTNER, label: 'Partner', ...(partner.part ? { part: partner.part } : {}) },
    ],
    multicastActive: true,
  });
  await devices.connect(OWN);
  renderRoute(<LocalPage />, LOCAL_ROUTE);
  await pickVideoAndScript();
  return screen.getByTestId('device-lane');
}

describe('the local player’s device lanes', () => {
  beforeEach(() => {
    engines.calls.length = 0;
    engines.partStatus = undefined;
    engines.partResyncs = 0;
    setAlongLagForTests(createAlongLag());
    stubLocalMedia();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a linked device playing along, with only “the same” to follow for a file opened by hand', async () => {
    const lane = await openWithPartner();
    expect(within(lane).getByRole('heading').textContent).toBe('Partner');
    expect(within(lane).getByTestId('lane-along').textContent).toBe('Plays along with your device');
    // What it plays is changed behind a disclosure, closed at first.
    const edit = within(lane).getByRole('button', { name: 'Change what Partner plays' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    expect(within(lane).queryByRole('combobox', { name: 'Plays' })).toBeNull();
    fireEvent.click(edit);
    const plays = within(lane).getByRole<HTMLSelectElement>('combobox', { name: 'Plays' });
    expect([...plays.options].map((option) => option.text)).toEqual(['The same as your device']);
    expect(partEngine()).toBeUndefined();
    expect(ownPartKeys().size).toBe(0);
  });

  it('says how far a device playing along is behind the device in use, once measured', async () => {
    const lane = await openWithPartner();
    expect(within(lane).queryByTestId('lane-along-lag')).toBeNull();
    act(() => alongLag().record(PARTNER, 23, systemClock.now()));
    expect(within(lane).getByTestId('lane-along').textContent).toBe(
      'Plays along with your device · 23 ms behind your device',
    );
    act(() => {
      for (let i = 0; i < 9; i++) alongLag().record(PARTNER, -2, systemClock.now());
    });
    expect(within(lane).getByTestId('lane-along-lag').textContent).toBe(
      ' · in step with your device',
    );
  });

  it('offers to resync a device whose part stopped following, that device alone', async () => {
    engines.partStatus = {
      ...IDLE_STATUS,
      phase: 'error',
      error: { kind: 'command', cause: undefined },
    };
    const lane = await openWithPartner({ part: { offsetMs: 20 } });
    const retry = await within(lane).findByRole('button', { name: 'Retry' });
    expect(within(lane).getByTestId('lane-sync').dataset['headline']).toBe('error');
    fireEvent.click(retry);
    expect(engines.partResyncs).toBe(1);
  });

  it('says a linked device is offline and plays nothing on it, whatever its part', async () => {
    const lane = await openWithPartner({ online: false, part: { offsetMs: 20 } });
    await waitFor(() =>
      expect(within(lane).getByTestId('lane-away').textContent).toBe(
        'Offline: nothing is sent to it until it is back.',
      ),
    );
    expect(partEngine()).toBeUndefined();
    expect(within(lane).queryByTestId('lane-sync')).toBeNull();
    // It is still left out of what the device in use plays.
    expect([...ownPartKeys()]).toEqual([PARTNER]);
  });

  it('gives a device an offset of its own: saved with it, streamed to on its own, left out of the group', async () => {
    const lane = await openWithPartner();
    const before = mainEngine()?.script;
    fireEvent.click(within(lane).getByRole('button', { name: 'Change what Partner plays' }));
    fireEvent.click(within(lane).getByRole('button', { name: 'Move the device 10 ms later' }));

    await waitFor(() => expect(partEngine()?.offsetMs).toBe(10));
    expect(preferencesStore().get().linkedDevices).toEqual([
      { connectionKey: PARTNER, label: 'Partner', part: { offsetMs: 10 } },
    ]);
    // Its own engine plays the same script on the same video, through a port of its own.
    const part = partEngine();
    expect(part?.port).toMatchObject({ hsp: expect.any(Object) as unknown });
    const source = part?.script;
    expect(source?.name).toBe('movie.csv');
    expect(source && 'points' in source ? source.points : []).toEqual(
      (mainEngine()?.script as { points?: unknown } | undefined)?.points,
    );
    expect(part?.media).toEqual(mainEngine()?.media);
    expect([...ownPartKeys()]).toEqual([PARTNER]);
    // The device in use's script is set up again without it.
    expect(mainEngine()?.script).not.toBe(before);
    expect(within(lane).queryByTestId('lane-along')).toBeNull();
    expect(within(lane).getByTestId('lane-sync').dataset['headline']).toBe('noScript');
    expect(
      within(lane).getByText('The same as your device, stroke zone 0–100 %, offset +10 ms'),
    ).toBeInstanceOf(HTMLParagraphElement);

    fireEvent.click(within(lane).getByRole('button', { name: 'Same as your device' }));
    await waitFor(() => expect(ownPartKeys().size).toBe(0));
    expect(preferencesStore().get().linkedDevices).toEqual([
      { connectionKey: PARTNER, label: 'Partner' },
    ]);
    expect(within(lane).getByTestId('lane-along').textContent).toBe('Plays along with your device');
  });
});

import { FakeClock } from '@glide/core';
import type { HspState } from '@glide/handy';
import { describe, expect, it, vi } from 'vitest';
import { hspState } from '../session/testing/fixtures';
import { createStreamSession, STREAM_SYNC_INTERVAL_MS, type StreamCalls } from './stream-session';

const T0 = 1_700_000_000_000;
/** The server runs this far ahead of the client (the client clock sync's offset). */
const SERVER_AHEAD_MS = 250;
/** The sync's offset has a fraction; the API takes whole ms. */
const OFFSET_FRACTION_MS = 0.4;

/** Lets the awaited calls of the session run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setUp(answer: (call: keyof StreamCalls) => HspState | undefined = () => hspState) {
  const clock = new FakeClock(T0);
  const record: { call: keyof StreamCalls; args: unknown }[] = [];
  const make =
    (call: keyof StreamCalls) =>
    (args?: unknown): Promise<HspState | undefined> => {
      record.push({ call, args });
      return Promise.resolve(answer(call));
    };
  const calls: StreamCalls = {
    setup: make('setup'),
    play: make('play'),
    syncTime: make('syncTime'),
    stop: make('stop'),
    state: make('state'),
  };
  const onChange = vi.fn();
  const session = createStreamSession({
    clock,
    serverTimeMs: () => clock.now() + SERVER_AHEAD_MS + OFFSET_FRACTION_MS,
    calls,
    onChange,
  });
  return { clock, record, session, onChange };
}

describe('createStreamSession', () => {
  it('plays at the synced server time and syncs the stream time while it plays', async () => {
    const { clock, record, session } = setUp();
    expect(await session.setup('01HSTREAMREF')).toBe(true);
    expect(session.snapshot()).toMatchObject({ phase: 'ready', streamRef: '01HSTREAMREF' });
    expect(record.at(-1)).toEqual({ call: 'setup', args: '01HSTREAMREF' });

    expect(await session.play(2_000)).toBe(true);
    expect(record.at(-1)).toEqual({
      call: 'play',
      args: { startTimeMs: 2_000, serverTimeMs: T0 + SERVER_AHEAD_MS },
    });
    expect(session.snapshot().phase).toBe('playing');

    clock.advance(STREAM_SYNC_INTERVAL_MS - 1);
    expect(record.filter((r) => r.call === 'syncTime')).toHaveLength(0);
    clock.advance(1);
    await settle();
    expect(record.at(-1)).toEqual({
      call: 'syncTime',
      args: {
        currentTimeMs: 2_000 + STREAM_SYNC_INTERVAL_MS,
        serverTimeMs: T0 + STREAM_SYNC_INTERVAL_MS + SERVER_AHEAD_MS,
      },
    });
    expect(session.snapshot()).toMatchObject({
      syncs: 1,
      lastSyncAtMs: T0 + STREAM_SYNC_INTERVAL_MS,
    });
    clock.advance(STREAM_SYNC_INTERVAL_MS);
    await settle();
    expect(record.filter((r) => r.call === 'syncTime')).toHaveLength(2);
    expect(record.at(-1)?.args).toMatchObject({
      currentTimeMs: 2_000 + 2 * STREAM_SYNC_INTERVAL_MS,
    });
  });

  it('stops the synctimes on stop and on dispose', async () => {
    const { clock, record, session, onChange } = setUp();
    await session.setup('ref');
    await session.play(0);
    expect(await session.stop()).toBe(true);
    expect(session.snapshot().phase).toBe('stopped');
    clock.advance(3 * STREAM_SYNC_INTERVAL_MS);
    await settle();
    expect(record.filter((r) => r.call === 'syncTime')).toHaveLength(0);

    await session.play(0);
    session.dispose();
    const changes = onChange.mock.calls.length;
    clock.advance(3 * STREAM_SYNC_INTERVAL_MS);
    await settle();
    expect(record.filter((r) => r.call === 'syncTime')).toHaveLength(0);
    expect(onChange.mock.calls.length).toBe(changes);
  });

  it('stays where it was when a call fails, and keeps syncing past a failed synctime', async () => {
    let failing: keyof StreamCalls | undefined = 'play';
    const { clock, record, session } = setUp((call) => (call === failing ? undefined : hspState));
    await session.setup('ref');
    expect(await session.play(0)).toBe(false);
    expect(session.snapshot().phase).toBe('ready');
    clock.advance(2 * STREAM_SYNC_INTERVAL_MS);
    expect(record.filter((r) => r.call === 'syncTime')).toHaveLength(0);

    failing = 'syncTime';
    await session.play(0);
    clock.advance(STREAM_SYNC_INTERVAL_MS);
    await settle();
    clock.advance(STREAM_SYNC_INTERVAL_MS);
    await settle();
    expect(record.filter((r) => r.call === 'syncTime')).toHaveLength(2);
    expect(session.snapshot()).toMatchObject({ phase: 'playing', syncs: 0 });
  });
});

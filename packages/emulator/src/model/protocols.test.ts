import { describe, expect, it } from 'vitest';
import { modelFixture } from '../test-support/model';
import { DeviceMode, HspPlayState } from './enums';
import { DeviceCallError } from './errors';
import { setupHssp, setupStream } from './protocols';

const CSV = '#Created by a test\n0,0\n1000,100\n2000,0\n3000,100\n';
const URL = 'http://127.0.0.1:1/api/script/v0/temp/files/x.csv';

describe('HSSP', () => {
  it('loads the script into the player and plays it against the server clock', () => {
    const f = modelFixture();
    f.emulator.setServerOffsetMs(5_000);
    const state = setupHssp(f.device, f.emulator.random, { url: URL, text: CSV }, true);
    expect(f.device.mode).toBe(DeviceMode.HSSP);
    expect(state).toMatchObject({
      play_state: HspPlayState.STOPPED,
      points: 4,
      first_point_time: 0,
      last_point_time: 3_000,
    });
    expect(state.stream_id).toBeGreaterThan(0);
    // "At server time S be at script time 1000": S is one second from now on the server clock.
    const serverTimeMs = f.emulator.serverTimeMs() + 1_000;
    f.device.player.play({ startTimeMs: 1_000, serverTimeMs });
    expect(f.device.player.state().current_time).toBe(0);
    f.clock.advance(1_000);
    expect(f.device.player.state().current_time).toBe(1_000);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(100);
    f.clock.advance(500);
    expect(f.device.motion.positionAt(f.clock.now())).toBeCloseTo(50);
  });

  it('honours the playback rate and ends with stream_end_reached', () => {
    const f = modelFixture();
    setupHssp(f.device, f.emulator.random, { url: URL, text: CSV }, true);
    f.device.player.play({
      startTimeMs: 0,
      serverTimeMs: f.emulator.serverTimeMs(),
      playbackRate: 2,
    });
    f.clock.advance(1_499);
    expect(f.named('stream_end_reached')).toHaveLength(0);
    f.clock.advance(1);
    expect(f.named('stream_end_reached')).toHaveLength(1);
    expect(f.device.player.playState).toBe(HspPlayState.STOPPED);
    expect(f.named('hsp_state_changed')).toHaveLength(1);
  });

  it('without notify keeps hsp_* notifications off the event stream', () => {
    const f = modelFixture();
    setupHssp(f.device, f.emulator.random, { url: URL, text: CSV }, undefined);
    f.device.player.play({ startTimeMs: 0, loop: true });
    f.clock.advance(10_000);
    expect(f.names().filter((n) => n.startsWith('hsp_'))).toEqual([]);
  });

  it('a bad script fails setup with a device error and leaves the player uninitialised', () => {
    const f = modelFixture();
    let error: unknown;
    try {
      setupHssp(f.device, f.emulator.random, { url: URL, text: '0,0\n' }, false);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DeviceCallError);
    expect(error).toMatchObject({ code: 4102, message: 'Invalid CSV' });
    expect(f.device.player.playState).toBe(HspPlayState.NOT_INITIALIZED);
    expect(f.named('device_error').map((e) => e.data)).toEqual([
      { code: 4102, message: 'Invalid CSV' },
    ]);
  });
});

describe('STREAM', () => {
  it('plays a server stream, takes appended points and ends when it is closed', () => {
    const f = modelFixture();
    const stream = f.emulator.appendStream(
      'ref1',
      [
        { t: 0, x: 0 },
        { t: 500, x: 100 },
      ],
      false,
    );
    setupStream(f.device, f.emulator.random, stream, true);
    f.device.player.play({ startTimeMs: 0, serverTimeMs: f.emulator.serverTimeMs() });
    f.clock.advance(600);
    expect(f.device.player.playState).toBe(HspPlayState.STARVING);
    expect(f.named('hsp_starving')).toHaveLength(1);
    f.emulator.appendStream('ref1', [{ t: 1_000, x: 0 }], false);
    expect(f.device.player.playState).toBe(HspPlayState.PLAYING);
    f.clock.advance(400);
    expect(f.device.player.playState).toBe(HspPlayState.STARVING);
    f.emulator.appendStream('ref1', [], true);
    expect(f.device.player.playState).toBe(HspPlayState.STOPPED);
    expect(f.named('stream_end_reached')).toHaveLength(1);
  });

  it('refuses points out of time order', () => {
    const f = modelFixture();
    f.emulator.appendStream('ref2', [{ t: 100, x: 0 }], false);
    expect(() => f.emulator.appendStream('ref2', [{ t: 50, x: 0 }], false)).toThrow('time order');
  });
});

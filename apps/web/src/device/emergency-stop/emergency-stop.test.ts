import { describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { DeviceMode } from '@glide/handy';
import { CommandPacer } from '../commands/command-pacer';
import type { DeviceRuntime } from '../connection/connection-store';
import { runEmergencyStop, stopTargets, type EmergencyStopDeps } from './emergency-stop';
import type { ResultAction } from '../session/actions';
import { fakeCloud, type FakeCall } from '../testing/fake-cloud';

function deps(
  runtime: Pick<DeviceRuntime, 'device'> | undefined,
  current: string,
  linked: readonly string[],
): EmergencyStopDeps & { applied: ResultAction[] } {
  const applied: ResultAction[] = [];
  return {
    applied,
    runtime: () => runtime,
    connectionKey: () => current,
    linkedKeys: () => linked,
    answer: () => (action) => {
      if (action) applied.push(action);
    },
    pacer: new CommandPacer(new FakeClock()),
  };
}

const sent = (calls: readonly FakeCall[], key: string) =>
  calls.filter((call) => call.key === key).map((call) => `${call.method} ${call.path}`);

describe('stopTargets', () => {
  it('is the current key and every linked key, once each, whatever multicast says', () => {
    expect(stopTargets('KeyOne1', ['KeyTwo2', 'KeyOne1', ' KeyThree3 '])).toEqual([
      'KeyOne1',
      'KeyTwo2',
      'KeyThree3',
    ]);
    expect(stopTargets('', ['KeyTwo2'])).toEqual(['KeyTwo2']);
    expect(stopTargets('', [])).toEqual([]);
  });
});

describe('runEmergencyStop', () => {
  it('stops the mode each device is in, on every device at once', async () => {
    const { runtime, calls } = fakeCloud({
      HampKey1: { mode: DeviceMode.HAMP, hamp: { play_state: 1, velocity: 0.4, direction: true } },
      VibeKey1: { mode: DeviceMode.VIBRATE },
      HspKey01: { mode: DeviceMode.HSP, playerSetUp: true },
      HsspKey1: { mode: DeviceMode.HSSP, playerSetUp: true },
      HdspKey1: { mode: DeviceMode.HDSP },
      IdleKey1: { mode: DeviceMode.IDLE },
      OtaKey01: { mode: DeviceMode.OTA },
    });
    const linked = ['VibeKey1', 'HspKey01', 'HsspKey1', 'HdspKey1', 'IdleKey1', 'OtaKey01'];
    const stop = deps(runtime, 'HampKey1', linked);

    const report = await runEmergencyStop(stop);

    expect(report).toEqual({ kind: 'stopped', count: 7 });
    expect(sent(calls, 'HampKey1')).toEqual(['GET /mode', 'PUT /hamp/stop']);
    expect(sent(calls, 'VibeKey1')).toEqual(['GET /mode', 'PUT /hvp/stop']);
    expect(sent(calls, 'HspKey01')).toEqual(['GET /mode', 'PUT /hsp/stop']);
    expect(sent(calls, 'HsspKey1')).toEqual(['GET /mode', 'PUT /hssp/stop']);
    // HDSP has no stop call: the device leaves the mode for IDLE.
    expect(sent(calls, 'HdspKey1')).toEqual(['GET /mode', 'PUT /mode2']);
    expect(calls.find((call) => call.path === '/mode2')?.body).toEqual({ mode: DeviceMode.IDLE });
    // Nothing moves in IDLE, and an update is never interrupted.
    expect(sent(calls, 'IdleKey1')).toEqual(['GET /mode']);
    expect(sent(calls, 'OtaKey01')).toEqual(['GET /mode']);
    // Only the current device's answer goes into the session.
    expect(stop.applied).toEqual([
      { type: 'hamp_loaded', hamp: { play_state: 0, velocity: 0.4, direction: true } },
    ]);
  });

  it('drops the pending continuous values of every device it stops, and waits for no budget', async () => {
    const { runtime, calls } = fakeCloud({
      HampKey1: { mode: DeviceMode.HAMP },
      HampKey2: { mode: DeviceMode.HAMP },
    });
    const clock = new FakeClock();
    const pacer = new CommandPacer(clock, { maxPerWindow: 2, laneMaxPerWindow: 2 });
    const keys = ['HampKey1', 'HampKey2'];
    const speed = (velocity: number) => () =>
      Promise.all(keys.map((key) => runtime.device(key).hamp.setVelocity(velocity)));
    void pacer.submit('hamp.velocity', keys, speed(0.2));
    // The lane waits 400 ms before its next value, and the budget of two is spent.
    const stale = pacer.submit('hamp.velocity', keys, speed(0.9));
    const stop = { ...deps(runtime, 'HampKey1', ['HampKey2']), pacer };

    const report = await runEmergencyStop(stop);

    expect(report).toEqual({ kind: 'stopped', count: 2 });
    expect(await stale).toEqual({ sent: false });
    clock.advance(60_000);
    await Promise.resolve();
    for (const key of keys) {
      expect(sent(calls, key)).toEqual(['PUT /hamp/velocity', 'GET /mode', 'PUT /hamp/stop']);
    }
  });

  it('sends to every device before any has answered', async () => {
    const { runtime, calls } = fakeCloud({
      HampKey1: { mode: DeviceMode.HAMP },
      HampKey2: { mode: DeviceMode.HAMP },
    });
    const running = runEmergencyStop(deps(runtime, 'HampKey1', ['HampKey2']));
    // The SDK hands each request to fetch synchronously after its own microtasks.
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.map((call) => call.key).sort()).toEqual(['HampKey1', 'HampKey2']);
    await running;
  });

  it('takes a player that was never set up as already still', async () => {
    const { runtime } = fakeCloud({ HspKey01: { mode: DeviceMode.HSP, playerSetUp: false } });
    const stop = deps(runtime, 'HspKey01', []);
    expect(await runEmergencyStop(stop)).toEqual({ kind: 'stopped', count: 1 });
    expect(stop.applied).toEqual([
      { type: 'mode_loaded', mode: { mode: DeviceMode.HSP, mode_session_id: 3 } },
    ]);
  });

  it('reports each device that failed, and still stops the others', async () => {
    const { runtime, calls } = fakeCloud({
      HampKey1: { mode: DeviceMode.HAMP },
      GoneKey1: { mode: DeviceMode.HAMP, online: false },
      VibeKey1: { mode: DeviceMode.VIBRATE },
    });
    const stop = deps(runtime, 'HampKey1', ['GoneKey1', 'VibeKey1']);

    const report = await runEmergencyStop(stop);

    expect(report).toEqual({
      kind: 'failed',
      stopped: 2,
      count: 3,
      failures: [{ connectionKey: 'GoneKey1', error: { key: 'deviceNotConnected' } }],
    });
    expect(sent(calls, 'VibeKey1')).toEqual(['GET /mode', 'PUT /hvp/stop']);
    expect(stop.applied).toHaveLength(1);
  });

  it('records nothing when the current device failed', async () => {
    const { runtime } = fakeCloud({
      GoneKey1: { mode: DeviceMode.HAMP, online: false },
      HampKey2: { mode: DeviceMode.HAMP },
    });
    const stop = deps(runtime, 'GoneKey1', ['HampKey2']);
    expect((await runEmergencyStop(stop)).kind).toBe('failed');
    expect(stop.applied).toEqual([]);
  });

  it('says so when there is no device to send to', async () => {
    const { runtime, calls } = fakeCloud({});
    expect(await runEmergencyStop(deps(runtime, '', []))).toEqual({ kind: 'noDevice' });
    expect(await runEmergencyStop(deps(undefined, 'HampKey1', []))).toEqual({ kind: 'noDevice' });
    expect(calls).toEqual([]);
  });
});

describe('runEmergencyStop with the linked devices in a channel', () => {
  /** Two HAMP devices in one channel of the fake cloud, and its reference. */
  async function grouped() {
    const cloud = fakeCloud(
      {
        GroupKey1: {
          mode: DeviceMode.HAMP,
          hamp: { play_state: 1, velocity: 0.4, direction: true },
        },
        GroupKey2: {
          mode: DeviceMode.HAMP,
          hamp: { play_state: 1, velocity: 0.4, direction: true },
        },
      },
      { channels: true },
    );
    const channels = cloud.channelApi;
    if (!channels) throw new Error('the fake cloud has channels');
    const created = await channels.create({ name: 'Glide' });
    const owner = channels.channel(created.channel_ref, created.channel_key);
    await owner.add('GroupKey1');
    await owner.add('GroupKey2');
    cloud.calls.length = 0;
    return { cloud, reference: created.channel_ref };
  }

  it('sends the channel the stop of its mode at once, besides each device’s own', async () => {
    const { cloud, reference } = await grouped();
    const stop = {
      ...deps(cloud.runtime, 'GroupKey1', ['GroupKey2']),
      channel: () => ({ reference, mode: DeviceMode.HAMP }),
    };
    const report = await runEmergencyStop(stop);
    expect(report).toEqual({ kind: 'stopped', count: 2 });
    expect(sent(cloud.calls, reference)).toEqual(['PUT /hamp/stop']);
    // The channel's stop went first: before any device was asked its mode.
    expect(cloud.calls[0]?.key).toBe(reference);
    expect(sent(cloud.calls, 'GroupKey1')).toEqual(['GET /mode', 'PUT /hamp/stop']);
    expect(sent(cloud.calls, 'GroupKey2')).toEqual(['GET /mode', 'PUT /hamp/stop']);
  });

  it('does not wait for a channel call that hangs', async () => {
    const { cloud, reference } = await grouped();
    cloud.hold('/hamp/stop', reference);
    const stop = {
      ...deps(cloud.runtime, 'GroupKey1', ['GroupKey2']),
      channel: () => ({ reference, mode: DeviceMode.HAMP }),
    };
    // The channel's stop never answers; each device's own does, and that is the report.
    expect(await runEmergencyStop(stop)).toEqual({ kind: 'stopped', count: 2 });
    expect(sent(cloud.calls, reference)).toEqual(['PUT /hamp/stop']);
    expect(cloud.device('GroupKey2').hamp.play_state).toBe(0);
    cloud.release('/hamp/stop', reference);
  });

  it('sends the channel nothing for a mode without a channel stop', async () => {
    const { cloud, reference } = await grouped();
    const stop = {
      ...deps(cloud.runtime, 'GroupKey1', ['GroupKey2']),
      channel: () => ({ reference, mode: DeviceMode.VIBRATE }),
    };
    await runEmergencyStop(stop);
    expect(sent(cloud.calls, reference)).toEqual([]);
  });
});

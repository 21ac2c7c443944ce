// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { HampPlayState } from '@glide/handy';
import { sendCommand } from '../commands/device-commands';
import { fakeDevices, setUpPageTests } from '../testing/fake-devices';
import { HAMP_PLAYING, isHampPlaying, setVelocityCommand } from './hamp';

setUpPageTests('hamp');

describe('HAMP_PLAYING', () => {
  it('is the SDK’s playing state', () => {
    expect(HAMP_PLAYING).toBe(HampPlayState.PLAYING);
    expect(isHampPlaying({ play_state: HampPlayState.PLAYING })).toBe(true);
    expect(isHampPlaying({ play_state: HampPlayState.STOPPED })).toBe(false);
  });
});

describe('setVelocityCommand', () => {
  it('refuses a velocity outside 0–1 with the spec’s message and sends nothing', async () => {
    const devices = fakeDevices();
    await devices.connect('HampKey1');
    const runtime = devices.store.runtime();
    if (!runtime) throw new Error('No runtime after connecting');
    const outcome = await sendCommand(runtime, ['HampKey1'], setVelocityCommand(150));
    const result = outcome.results[0];
    expect(result?.ok).toBe(false);
    if (result?.ok !== false) return;
    expect(result.error).toEqual({ key: 'velocity' });
    expect(i18next.t(`common:errors.${result.error.key}`)).toBe('Velocity must be between 0 and 1');
    expect(devices.calls).toEqual([]);
  });
});

/**
 * Cases of HAMP, HDSP, slider, HVP and HSTP: besides the parsed answers, the emulated slider (read
 * through `/slider/state` or the control API) must do what was asked.
 */
import {
  DeviceMode,
  HampPlayState,
  HandyValidationError,
  HdspState,
  VELOCITY_RANGE_MESSAGE,
  type DeviceApi,
} from '@glide/handy';
import { expect } from 'vitest';
import type { Harness } from '../support/harness';
import { eventually } from '../support/wait';
import type { DeviceMethod, EndpointCase, EndpointCases } from './endpoint-case';

type MotionMethod = Extract<
  DeviceMethod,
  `${'hamp' | 'hdsp' | 'slider' | 'hvp' | 'hstp'}.${string}`
>;

/** Waits until the slider rests at `targetMm` as `/slider/state` reports it. */
async function sliderRestsAt(device: DeviceApi, targetMm: number): Promise<void> {
  const state = await eventually(
    `slider resting at ${targetMm} mm`,
    () => device.slider.state(),
    (s) => Math.abs(s.position_absolute - targetMm) < 0.01 && s.speed_absolute === 0,
  );
  expect(state.position).toBeCloseTo(targetMm / 100, 4);
}

/** An HDSP case: the call answers "ok", the mode is HDSP and the slider reaches `targetMm`. */
function hdspCase(move: (device: DeviceApi) => Promise<void>, targetMm: number): EndpointCase {
  return {
    run: async ({ h, key, device }) => {
      await expect(move(device)).resolves.toBeUndefined();
      expect((await device.mode()).mode).toBe(DeviceMode.HDSP);
      await sliderRestsAt(device, targetMm);
      const model = await eventually(
        'HDSP POINT_REACHED',
        () => h.control.snapshot(key),
        (s) => s.hdsp.state === HdspState.POINT_REACHED,
      );
      expect(model.slider.position_absolute).toBeCloseTo(targetMm, 6);
    },
  };
}

/** Starts HAMP at `velocity`. */
async function hampRunning(device: DeviceApi, velocity: number): Promise<void> {
  await device.hamp.start();
  await device.hamp.setVelocity(velocity);
}

async function slidingSpeed(device: DeviceApi): Promise<number> {
  const moving = await eventually(
    'the slider moving',
    () => device.slider.state(),
    (s) => s.speed_absolute > 0,
  );
  return moving.speed_absolute;
}

async function hvpEnabled(h: Harness, key: string): Promise<boolean> {
  return (await h.control.snapshot(key)).hvp.enabled;
}

/** One case per method of the motion groups. */
export const motionCases: EndpointCases<MotionMethod> = {
  'hamp.state': {
    run: async ({ device }) => {
      expect(await device.hamp.state()).toEqual({
        play_state: HampPlayState.STOPPED,
        velocity: 0,
        direction: true,
      });
      await hampRunning(device, 0.3);
      expect(await device.hamp.state()).toMatchObject({
        play_state: HampPlayState.PLAYING,
        velocity: 0.3,
      });
    },
  },
  'hamp.start': {
    run: async ({ h, key, device }) => {
      const started = await device.hamp.start();
      // HAMP starts at velocity 0 (reference §6): playing, but not moving yet.
      expect(started).toMatchObject({ play_state: HampPlayState.PLAYING, velocity: 0 });
      const model = await h.control.snapshot(key);
      expect(model).toMatchObject({ mode: DeviceMode.HAMP, hamp: { play_state: 1 } });
      expect(model.slider.position_absolute).toBe(0);
    },
  },
  'hamp.stop': {
    run: async ({ h, key, device }) => {
      await hampRunning(device, 0.5);
      await slidingSpeed(device);
      expect((await device.hamp.stop()).play_state).toBe(HampPlayState.STOPPED);
      expect((await h.control.snapshot(key)).hamp.play_state).toBe(HampPlayState.STOPPED);
      expect((await device.slider.state()).speed_absolute).toBe(0);
    },
  },
  'hamp.setVelocity': {
    run: async ({ h, key, device }) => {
      await device.hamp.start();
      const state = await device.hamp.setVelocity(0.5);
      expect(state).toMatchObject({ play_state: HampPlayState.PLAYING, velocity: 0.5 });
      // 0.5 of the 400 mm/s top speed.
      expect(await slidingSpeed(device)).toBeCloseTo(200, 6);
      // Outside 0–1 it fails before any request, with the spec's message.
      const error = await device.hamp.setVelocity(1.5).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HandyValidationError);
      expect(error).toMatchObject({ message: VELOCITY_RANGE_MESSAGE });
      expect((await h.control.snapshot(key)).hamp.velocity).toBe(0.5);
    },
  },
  'hamp.setStroke': {
    run: async ({ h, key, device }) => {
      await hampRunning(device, 1);
      const state = await device.hamp.setStroke({ min: 0.25, max: 0.75 });
      expect(state).toMatchObject({ play_state: HampPlayState.PLAYING, velocity: 1 });
      expect((await h.control.snapshot(key)).hamp.stroke).toEqual({ min: 0.25, max: 0.75 });
      // Once inside, it strokes only between 25 and 75 mm. The timeline is sampled every 10 ms,
      // 4 mm apart at 400 mm/s, so each turn shows within 4 mm of its end.
      const settled = await eventually(
        'strokes between 25 and 75 mm',
        () => h.control.snapshot(key, 300),
        (s) => Math.min(...s.timeline.positionsMm) >= 25 - 1e-6,
      );
      const positions = settled.timeline.positionsMm;
      expect(Math.max(...positions)).toBeLessThanOrEqual(75 + 1e-6);
      expect(Math.min(...positions)).toBeLessThan(29);
      expect(Math.max(...positions)).toBeGreaterThan(71);
    },
  },
  'hdsp.xava': hdspCase((d) => d.hdsp.xava({ positionMm: 30, velocityMmPerS: 400 }), 30),
  'hdsp.xavp': hdspCase(
    (d) => d.hdsp.xavp({ positionMm: 70, velocityFraction: 1, stopOnTarget: true }),
    70,
  ),
  'hdsp.xpva': hdspCase((d) => d.hdsp.xpva({ positionFraction: 0.2, velocityMmPerS: 400 }), 20),
  'hdsp.xpvp': hdspCase((d) => d.hdsp.xpvp({ positionFraction: 0.9, velocityFraction: 1 }), 90),
  'hdsp.xat': hdspCase(
    (d) => d.hdsp.xat({ positionMm: 50, durationMs: 120, immediateResponse: true }),
    50,
  ),
  'hdsp.xpt': hdspCase((d) => d.hdsp.xpt({ positionFraction: 0.1, durationMs: 120 }), 10),
  'slider.state': {
    run: async ({ device }) => {
      expect(await device.slider.state()).toMatchObject({
        position: 0,
        position_absolute: 0,
        speed_absolute: 0,
        motor_temp: 35,
      });
      await device.hdsp.xava({ positionMm: 60, velocityMmPerS: 400 });
      await sliderRestsAt(device, 60);
    },
  },
  'slider.stroke': {
    run: async ({ device }) => {
      expect(await device.slider.stroke()).toEqual({
        min: 0,
        max: 1,
        min_absolute: 0,
        max_absolute: 100,
      });
      const set = await device.slider.setStroke({ min: 0.3, max: 0.7 });
      expect(await device.slider.stroke()).toEqual(set);
    },
  },
  'slider.setStroke': {
    run: async ({ h, key, device }) => {
      const set = await device.slider.setStroke({ min: 0.2, max: 0.6 });
      expect(set.min).toBeCloseTo(0.2, 9);
      expect(set.max).toBeCloseTo(0.6, 9);
      expect(set.min_absolute).toBeCloseTo(20, 9);
      expect(set.max_absolute).toBeCloseTo(60, 9);
      expect((await device.slider.setStroke({ min: 0.2, max: 0.8 })).max).toBeCloseTo(0.8, 9);
      expect((await h.control.snapshot(key)).stroke).toMatchObject({ min: 0.2, max: 0.8 });
      // Relative positions now map into the zone: the middle is at 50 mm.
      await device.hdsp.xpvp({ positionFraction: 0.5, velocityFraction: 1 });
      await sliderRestsAt(device, 50);
    },
  },
  'hvp.state': {
    setup: { model: 'oh' },
    run: async ({ device }) => {
      expect(await device.hvp.state()).toEqual({
        enabled: false,
        amplitude: 0,
        frequency: 0,
        position: 0,
      });
      const set = await device.hvp.setState({ amplitude: 0.4, frequency: 90, position: 10 });
      expect(await device.hvp.state()).toEqual(set);
    },
  },
  'hvp.start': {
    setup: { model: 'oh' },
    run: async ({ h, key, device }) => {
      expect(await device.hvp.start()).toEqual({
        enabled: true,
        amplitude: 0,
        frequency: 0,
        position: 0,
      });
      expect((await device.mode()).mode).toBe(DeviceMode.VIBRATE);
      expect(await hvpEnabled(h, key)).toBe(true);
    },
  },
  'hvp.stop': {
    setup: { model: 'oh' },
    run: async ({ h, key, device }) => {
      await device.hvp.start();
      expect((await device.hvp.stop()).enabled).toBe(false);
      expect(await hvpEnabled(h, key)).toBe(false);
    },
  },
  'hvp.setState': {
    setup: { model: 'oh' },
    run: async ({ h, key, device }) => {
      await device.hvp.start();
      const set = await device.hvp.setState({ amplitude: 0.6, frequency: 150, position: 40 });
      expect(set).toEqual({ enabled: true, amplitude: 0.6, frequency: 150, position: 40 });
      expect((await h.control.snapshot(key)).hvp).toMatchObject({ amplitude: 0.6 });
      // The position (mm) moves the slider.
      await sliderRestsAt(device, 40);
    },
  },
  'hstp.info': {
    run: async ({ h, device }) => {
      const info = await device.hstp.info();
      const serverTimeMs = await h.client.serverTime();
      expect(info.time).toBeGreaterThanOrEqual(0);
      expect(info.rtd).toBe(0);
      // clock_offset is server − device time: with the device time added it is the server time
      // of the moment the info was taken, just before the server time read after it.
      const serverAtInfoMs = info.clock_offset + info.time;
      expect(serverAtInfoMs).toBeLessThanOrEqual(serverTimeMs);
      expect(serverTimeMs - serverAtInfoMs).toBeLessThan(1_000);
    },
  },
  'hstp.clockSync': {
    setup: { clockOffsetMs: 300 },
    run: async ({ h, key, device }) => {
      const before = await device.hstp.info();
      // Asynchronous: the answer is the state before the sync.
      expect(await device.hstp.clockSync({ synchronous: false })).toMatchObject({
        clock_offset: before.clock_offset,
        rtd: 0,
      });
      const synced = await device.hstp.clockSync({ synchronous: true });
      const after = await device.hstp.info();
      expect(synced).toMatchObject({ clock_offset: after.clock_offset, rtd: after.rtd });
      // clock_offset = boot time + believed server offset: exactly the removed 300 ms error.
      expect(before.clock_offset - after.clock_offset).toBe(300);
      expect(after.rtd).toBeGreaterThanOrEqual(20);
      expect(after.rtd).toBeLessThanOrEqual(120);
      expect((await h.control.snapshot(key)).hstp.clockErrorMs).toBe(0);
    },
  },
  'hstp.offset': {
    run: async ({ device }) => {
      expect(await device.hstp.offset()).toEqual({ offset: 0 });
      await device.hstp.setOffset(40);
      expect(await device.hstp.offset()).toEqual({ offset: 40 });
    },
  },
  'hstp.setOffset': {
    run: async ({ h, key, device }) => {
      await expect(device.hstp.setOffset(-25)).resolves.toBeUndefined();
      expect((await h.control.snapshot(key)).hstp.userOffsetMs).toBe(-25);
    },
  },
};

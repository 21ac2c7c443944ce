import type { DeviceContext } from './context';
import { randomInt } from './ids';

/** `DeviceTimeInfo` (reference §5). */
export interface DeviceTimeInfo {
  time: number;
  clock_offset: number;
  rtd: number;
}

/**
 * The device clock (HSTP). Device time counts from boot. `clockErrorMs` is how far the device's idea
 * of the server time is off (a device created with `clockOffsetMs`): playback is shifted by it until
 * a clock sync, which measures a new round trip and removes the error.
 */
export class Hstp {
  bootAtMs: number;
  clockErrorMs: number;
  rtdMs = 0;
  /** The user's manual offset (`/hstp/offset`); positive delays playback. */
  userOffsetMs = 0;
  lastSyncAtMs: number | undefined;

  constructor(
    private readonly ctx: DeviceContext,
    private readonly serverOffsetMs: () => number,
    clockErrorMs: number,
  ) {
    this.bootAtMs = ctx.clock.now();
    this.clockErrorMs = clockErrorMs;
  }

  /** Milliseconds since boot. */
  deviceTimeMs(): number {
    return this.ctx.clock.now() - this.bootAtMs;
  }

  /** Added to the emulator clock, gives the device's idea of the server time. */
  believedServerOffsetMs(): number {
    return this.serverOffsetMs() + this.clockErrorMs;
  }

  /** The wire form: `clock_offset` is (believed) server time minus device time. */
  info(): DeviceTimeInfo {
    const nowMs = this.ctx.clock.now();
    const deviceMs = nowMs - this.bootAtMs;
    return {
      time: Math.round(deviceMs),
      clock_offset: Math.round(nowMs + this.believedServerOffsetMs() - deviceMs),
      rtd: this.rtdMs,
    };
  }

  /** Re-measures the clock: the error goes, a new round-trip delay is drawn, the event goes out. */
  sync(): DeviceTimeInfo {
    this.clockErrorMs = 0;
    this.rtdMs = randomInt(this.ctx.random, 20, 120);
    this.lastSyncAtMs = this.ctx.clock.now();
    const info = this.info();
    this.ctx.emit('device_clock_synchronized', { ...info });
    return info;
  }

  /** A reboot restarts device time. */
  reboot(): void {
    this.bootAtMs = this.ctx.clock.now();
  }
}

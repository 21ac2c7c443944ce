import type { DeviceContext } from './context';

/** The `HvpState` wire shape (reference §5). */
export interface HvpState {
  enabled: boolean;
  amplitude: number;
  frequency: number;
  position: number;
}

/** Vibration (HVP, mode 8). */
export class Hvp {
  private value: HvpState = { enabled: false, amplitude: 0, frequency: 0, position: 0 };

  constructor(private readonly ctx: DeviceContext) {}

  /** The wire state. */
  state(): HvpState {
    return { ...this.value };
  }

  /** Enables vibration at amplitude 0 and frequency 0 (reference §6). */
  start(): HvpState {
    return this.update({ enabled: true, amplitude: 0, frequency: 0 });
  }

  /** Disables vibration. */
  stop(): HvpState {
    return this.update({ enabled: false });
  }

  /** Changes amplitude (0–1), frequency (Hz) and/or position (mm). */
  set(change: Partial<Omit<HvpState, 'enabled'>>): HvpState {
    return this.update(change);
  }

  /** Disabled, without an event (mode change, reboot). */
  reset(): void {
    this.value = { enabled: false, amplitude: 0, frequency: 0, position: this.value.position };
  }

  private update(change: Partial<HvpState>): HvpState {
    const before = this.value;
    const next: HvpState = {
      enabled: change.enabled ?? before.enabled,
      amplitude: change.amplitude ?? before.amplitude,
      frequency: change.frequency ?? before.frequency,
      position: change.position ?? before.position,
    };
    this.value = next;
    const changed =
      next.enabled !== before.enabled ||
      next.amplitude !== before.amplitude ||
      next.frequency !== before.frequency ||
      next.position !== before.position;
    if (changed) this.ctx.emit('hvp_state_changed', { ...next });
    return this.state();
  }
}

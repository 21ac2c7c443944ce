import type { DeviceContext } from './context';
import { deviceErrors } from './errors';
import type { FirmwareVersion } from './firmware';
import { Timer } from './timer';

/** `OtaProgress` of docs/api-extensions.md. */
export interface OtaProgress {
  ongoing: boolean;
  progress: number;
  done: boolean;
  failed: boolean;
}

/** How an emulated update ends. */
export type OtaOutcome = 'success' | 'failure';

/** Progress steps of an update; each emits `ota_progress`. */
const OTA_STEPS = 10;
/** A failing update gives up half-way. */
const FAILURE_AT_STEP = 5;

/** What the OTA process needs from its device. */
export interface OtaHooks {
  /** The update started (the device enters mode 5). */
  started(): void;
  /** The update failed (the device leaves mode 5). */
  failed(): void;
  /** The update succeeded: the device reboots into `version`. */
  succeeded(version: FirmwareVersion): void;
}

/** A firmware update over a few seconds, ending as configured. */
export class Ota {
  outcome: OtaOutcome = 'success';
  durationMs = 5_000;
  private progressValue: OtaProgress = { ongoing: false, progress: 0, done: false, failed: false };
  private step = 0;
  private readonly timer: Timer;

  constructor(
    private readonly ctx: DeviceContext,
    private readonly hooks: OtaHooks,
  ) {
    this.timer = new Timer(ctx.clock);
  }

  /** The current progress. */
  get progress(): OtaProgress {
    return { ...this.progressValue };
  }

  /** Starts an update to `target`; refuses while one runs. */
  start(target: FirmwareVersion): OtaProgress {
    if (this.progressValue.ongoing) throw deviceErrors.otaInProgress();
    this.step = 0;
    this.progressValue = { ongoing: true, progress: 0, done: false, failed: false };
    this.hooks.started();
    this.emit();
    this.scheduleStep(target);
    return this.progress;
  }

  /** Cancels a running update without events (device removed or reset). */
  dispose(): void {
    this.timer.clear();
  }

  private scheduleStep(target: FirmwareVersion): void {
    this.timer.set(this.durationMs / OTA_STEPS, () => {
      this.step += 1;
      const progress = this.step / OTA_STEPS;
      if (this.outcome === 'failure' && this.step >= FAILURE_AT_STEP) {
        this.progressValue = { ongoing: false, progress, done: false, failed: true };
        this.emit();
        this.hooks.failed();
        return;
      }
      const done = this.step >= OTA_STEPS;
      this.progressValue = { ongoing: !done, progress, done, failed: false };
      this.emit();
      if (done) this.hooks.succeeded(target);
      else this.scheduleStep(target);
    });
  }

  private emit(): void {
    const { progress, done, failed } = this.progressValue;
    this.ctx.emit('ota_progress', { progress, done, failed });
  }
}

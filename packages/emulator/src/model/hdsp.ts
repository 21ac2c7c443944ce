import type { DeviceContext } from './context';
import { HdspState } from './enums';
import { DEFAULT_SPEED_LIMITS, moveDurationMs, type Waypoint } from './motion';
import { Timer } from './timer';

/** One HDSP move as the model understands it, whichever of the six calls asked for it. */
export interface HdspMove {
  targetMm: number;
  /** When the caller wants the slider there (clock ms); the speed limits may move it. */
  arriveAtMs: number;
  stopOnTarget: boolean;
}

/**
 * Direct positioning. A move announces MOVING and, when the slider gets there, POINT_REACHED. The
 * emulator has no acceleration, so `stop_on_target` is recorded but changes no trajectory.
 */
export class Hdsp {
  private stateValue: HdspState = HdspState.STOPPED;
  private current: HdspMove | undefined;
  private readonly timer: Timer;

  constructor(private readonly ctx: DeviceContext) {
    this.timer = new Timer(ctx.clock);
  }

  /** The current `state`. */
  get state(): HdspState {
    return this.stateValue;
  }

  /** The move in progress or last reached. */
  get move(): HdspMove | undefined {
    return this.current;
  }

  /** Starts a move. The device then retargets its motion and calls {@link Hdsp.schedule}. */
  start(move: HdspMove): void {
    this.current = move;
    this.setState(HdspState.MOVING);
  }

  /** The waypoint the slider follows while this mode is active. */
  waypoints(): Waypoint[] {
    return this.current ? [{ atMs: this.current.arriveAtMs, posMm: this.current.targetMm }] : [];
  }

  /**
   * Arms POINT_REACHED for when the slider (now at `positionMm`, free to move unless `blocked`) will
   * arrive, using the same speed rule as the motion planner.
   */
  schedule(positionMm: number, blocked: boolean): void {
    this.timer.clear();
    const move = this.current;
    if (!move || this.stateValue !== HdspState.MOVING || blocked) return;
    const nowMs = this.ctx.clock.now();
    const durationMs = moveDurationMs(
      Math.abs(move.targetMm - positionMm),
      move.arriveAtMs - nowMs,
      DEFAULT_SPEED_LIMITS,
    );
    this.timer.set(durationMs, () => this.setState(HdspState.POINT_REACHED));
  }

  /** Back to STOPPED without events (mode change, reboot). */
  reset(): void {
    this.timer.clear();
    this.current = undefined;
    this.stateValue = HdspState.STOPPED;
  }

  private setState(state: HdspState): void {
    if (state === this.stateValue) return;
    this.stateValue = state;
    this.ctx.emit('hdsp_state_changed', { state });
  }
}

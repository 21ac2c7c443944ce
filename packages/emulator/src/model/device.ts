import type { Clock } from '@glide/core';
import type { DeviceContext } from './context';
import { capabilities, MessageCounters, modelName } from './device-info';
import { DeviceMode, HardwareModel, type FeatureFlags, type FirmwareStatus } from './enums';
import { deviceErrors } from './errors';
import type { DeviceEvent, EventName, Json } from './events';
import { DEFAULT_FIRMWARE, firmwareStatus, isLegacyFirmware } from './firmware';
import { goTimestamp } from './go-timestamp';
import { modeWaypoints } from './device-motion';
import { Hamp } from './hamp';
import { Hdsp } from './hdsp';
import { HspPlayer } from './hsp-player';
import { Hstp } from './hstp';
import { Hvp } from './hvp';
import { randomInt, ulidLike, type Random } from './ids';
import { DEFAULT_SPEED_LIMITS, Motion, MOTION_HISTORY_MS } from './motion';
import { delaySegments, MAX_MOTION_LAG_MS, MotionLag } from './motion-lag';
import { Ota, type OtaOutcome } from './ota';
import { Battery, SystemSettings, Thermometer } from './peripherals';
import { segmentsSince, type PlayTimelineSegment } from './play-timeline';
import { FULL_ZONE, strokeSettings, type StrokeSettings, type StrokeZone } from './stroke-zone';
import { Timer } from './timer';

/** How a device is created (the control API's body, the options of `Emulator.createDevice`). */
export interface DeviceSpec {
  connectionKey: string;
  /** 0 = The Handy (default), 1 = Oh. */
  model?: HardwareModel;
  fwVersion?: string;
  fwFeatureFlags?: FeatureFlags;
  online?: boolean;
  /** 0–1; a device without it has no battery. */
  batteryLevel?: number;
  /** Error of the device's idea of the server time until its next clock sync. */
  clockOffsetMs?: number;
  /** HSP `max_points`. */
  maxPoints?: number;
  /** How far (ms, 0–{@link MAX_MOTION_LAG_MS}) the physical slider trails the commanded motion. */
  motionLagMs?: number;
  otaOutcome?: OtaOutcome;
  otaDurationMs?: number;
}

/** What a device needs from the emulator around it. */
export interface DeviceEnvironment {
  clock: Clock;
  random: Random;
  publish(event: DeviceEvent): void;
  serverOffsetMs(): number;
}

/** `DeviceInfo` (reference §5). */
export interface DeviceInfo {
  fw_status: FirmwareStatus;
  fw_version: string;
  fw_feature_flags: FeatureFlags;
  hw_model_no: HardwareModel;
  hw_model_name: string;
  hw_model_variant: number;
  session_id: string;
}

/** A reboot brings the device back after this long (docs/api-extensions.md: "about 3 s"). */
export const REBOOT_DELAY_MS = 3_000;
/** HSP buffer size; the guide quotes 3000–4000 points on Wi-Fi. */
export const DEFAULT_MAX_POINTS = 4_000;

/** One emulated device: state, physics and the events they cause. */
export class VirtualDevice {
  /** The `X-Connection-Key` that addresses it. */
  readonly connectionKey: string;
  /** 0 = The Handy, 1 = Oh. */
  readonly model: HardwareModel;
  /** Running firmware (`fw_version`). */
  fwVersion: string;
  /** Release channel (`fw_feature_flags`). */
  fwFeatureFlags: FeatureFlags;
  /** Connected to the cloud. */
  online = false;
  /** ULID-like id of the current (or last) connection. */
  sessionId = '';
  /** Why it went offline, while offline. */
  disconnectReason: string | undefined;
  /** Random per boot (`/sids`). */
  bootSessionId: number;
  /** Connections since boot (`/sids`). */
  socketSessionId = 0;
  /** Mode changes since boot (`mode_session_id`). */
  modeSessionId = 0;
  /** Current mode. */
  mode: DeviceMode = DeviceMode.IDLE;
  /** The slider's stroke zone (relative 0–1). */
  stroke: StrokeZone = { ...FULL_ZONE };
  /** Something holds the slider: it stays where it is. */
  sliderBlocked = false;
  /** The slider's past and planned movement as the firmware commands it. */
  readonly motion: Motion;
  /** How far the physical slider trails {@link VirtualDevice.motion}; see the `slider*` reads. */
  readonly motionLag: MotionLag;
  /** HAMP settings. */
  readonly hamp = new Hamp();
  /** HDSP state. */
  readonly hdsp: Hdsp;
  /** The HSP machinery (HSP, HSSP and STREAM). */
  readonly player: HspPlayer;
  /** Vibration. */
  readonly hvp: Hvp;
  /** Device clock. */
  readonly hstp: Hstp;
  /** Firmware updates. */
  readonly ota: Ota;
  /** Battery (level undefined: none). */
  readonly battery: Battery;
  /** Motor temperature. */
  readonly thermometer: Thermometer;
  /** Interfaces and environment. */
  readonly system: SystemSettings;
  /** Message counters behind `/statistics`. */
  readonly counters = new MessageCounters();
  private readonly ctx: DeviceContext;
  private readonly rebootTimer: Timer;

  constructor(
    spec: DeviceSpec,
    private readonly env: DeviceEnvironment,
  ) {
    this.connectionKey = spec.connectionKey;
    this.model = spec.model ?? HardwareModel.HANDY;
    this.fwVersion = spec.fwVersion ?? DEFAULT_FIRMWARE;
    this.fwFeatureFlags = spec.fwFeatureFlags ?? 'production';
    this.bootSessionId = randomInt(env.random, 1, 2 ** 31 - 1);
    this.ctx = {
      clock: env.clock,
      random: env.random,
      emit: (name, data) => {
        // A device off the network cannot tell the server anything.
        if (this.online) this.publish(name, data);
      },
    };
    // The slider is read up to the longest lag behind the command, so the command keeps that much
    // more history than the position timeline shows.
    this.motion = new Motion(
      env.clock.now(),
      0,
      DEFAULT_SPEED_LIMITS,
      MOTION_HISTORY_MS + MAX_MOTION_LAG_MS,
    );
    this.motionLag = new MotionLag(env.clock.now(), spec.motionLagMs ?? 0);
    this.hdsp = new Hdsp(this.ctx);
    this.player = new HspPlayer(
      this.ctx,
      {
        referenceOffsetMs: () => this.hstp.believedServerOffsetMs() - this.hstp.userOffsetMs,
        serverNowMs: () => env.clock.now() + env.serverOffsetMs(),
        motionChanged: () => this.refreshMotion(),
      },
      spec.maxPoints ?? DEFAULT_MAX_POINTS,
    );
    this.hvp = new Hvp(this.ctx);
    this.hstp = new Hstp(this.ctx, () => env.serverOffsetMs(), spec.clockOffsetMs ?? 0);
    this.ota = new Ota(this.ctx, {
      started: () => this.enterMode(DeviceMode.OTA),
      failed: () => this.enterMode(DeviceMode.IDLE),
      succeeded: (version) => {
        this.fwVersion = version.version;
        this.fwFeatureFlags = version.feature_flags;
        this.reboot(true, 'ota');
      },
    });
    if (spec.otaOutcome) this.ota.outcome = spec.otaOutcome;
    if (spec.otaDurationMs !== undefined) this.ota.durationMs = spec.otaDurationMs;
    this.battery = new Battery(this.ctx, spec.batteryLevel);
    this.thermometer = new Thermometer(this.ctx);
    this.system = new SystemSettings(this.ctx);
    this.rebootTimer = new Timer(env.clock);
    if (spec.online ?? true) this.connect();
  }

  /** The emulator clock. */
  clockNowMs(): number {
    return this.env.clock.now();
  }

  /** The server clock (epoch ms): the emulator clock plus the server's configured offset. */
  serverNowMs(): number {
    return this.env.clock.now() + this.env.serverOffsetMs();
  }

  /** Firmware below 4 answers only `/connected`, `/info`, `/sse` and the system/OTA calls. */
  get legacy(): boolean {
    return isLegacyFirmware(this.fwVersion);
  }

  /** `DeviceInfo`. */
  info(): DeviceInfo {
    return {
      fw_status: firmwareStatus(this.fwVersion, this.fwFeatureFlags),
      fw_version: this.fwVersion,
      fw_feature_flags: this.fwFeatureFlags,
      hw_model_no: this.model,
      hw_model_name: modelName(this.model),
      hw_model_variant: 0,
      session_id: this.sessionId,
    };
  }

  /** `DeviceCapabilities`. */
  capabilities(): Record<string, unknown> {
    return capabilities(this.model, this.battery.level !== undefined);
  }

  /** `DeviceSessionIds`. */
  sessionIds(): Record<string, number> {
    return {
      boot_session_id: this.bootSessionId,
      socket_session_id: this.socketSessionId,
      mode_session_id: this.modeSessionId,
    };
  }

  /** `DeviceMode`. */
  modeInfo(): { mode: DeviceMode; mode_session_id: number } {
    return { mode: this.mode, mode_session_id: this.modeSessionId };
  }

  /** Comes online with a new session (`device_connected`). */
  connect(): void {
    this.rebootTimer.clear();
    if (this.online) return;
    this.online = true;
    this.sessionId = ulidLike(this.env.clock.now(), this.env.random);
    this.socketSessionId += 1;
    this.disconnectReason = undefined;
    this.publish('device_connected', { connected: true, info: { ...this.info() } });
  }

  /** Goes offline (`device_disconnected`). */
  disconnect(reason: string, description?: string): void {
    this.rebootTimer.clear();
    if (!this.online) return;
    this.publish('device_disconnected', {
      session_id: this.sessionId,
      reason,
      timestamp: goTimestamp(this.env.clock.now() + this.env.serverOffsetMs()),
      description,
    });
    this.online = false;
    this.disconnectReason = reason;
  }

  /**
   * Restarts: disconnects, forgets the protocol state and device time, and (when `comesBack`) is
   * online again with a new session after {@link REBOOT_DELAY_MS}.
   */
  reboot(comesBack: boolean, reason = 'reboot'): void {
    this.disconnect(reason);
    this.hamp.reset();
    this.hdsp.reset();
    this.player.reset();
    this.hvp.reset();
    this.mode = DeviceMode.IDLE;
    this.modeSessionId = 0;
    this.socketSessionId = 0;
    this.bootSessionId = randomInt(this.env.random, 1, 2 ** 31 - 1);
    this.hstp.reboot();
    this.refreshMotion();
    if (comesBack) this.rebootTimer.set(REBOOT_DELAY_MS, () => this.connect());
  }

  /**
   * Runs a device command: refuses while an update runs, switches to the command's protocol mode
   * (the device does so by itself, reference §6) and re-plans the slider afterwards.
   */
  command<T>(mode: DeviceMode | undefined, run: () => T): T {
    if (this.ota.progress.ongoing) throw deviceErrors.otaInProgress();
    if (mode !== undefined) this.enterMode(mode);
    const result = run();
    this.refreshMotion();
    return result;
  }

  /** Switches mode; the previous mode's activity stops (`mode_changed`). */
  enterMode(mode: DeviceMode): void {
    if (mode === this.mode) return;
    if (this.mode === DeviceMode.HAMP) this.hamp.stop();
    if (this.mode === DeviceMode.HDSP) this.hdsp.reset();
    if (this.mode === DeviceMode.HSP || this.mode === DeviceMode.HSSP) this.player.reset();
    if (this.mode === DeviceMode.VIBRATE) this.hvp.reset();
    this.mode = mode;
    this.modeSessionId += 1;
    this.ctx.emit('mode_changed', { ...this.modeInfo() });
    this.refreshMotion();
  }

  /** Changes the slider's stroke zone (`stroke_changed`); the Oh has none to change. */
  setStroke(change: { min?: number | undefined; max?: number | undefined }): void {
    if (this.model === HardwareModel.OH) throw deviceErrors.notSupported();
    const next = { min: change.min ?? this.stroke.min, max: change.max ?? this.stroke.max };
    if (!(next.min >= 0 && next.max <= 1 && next.min < next.max)) {
      throw deviceErrors.invalidArgument('Stroke needs 0 <= min < max <= 1');
    }
    this.stroke = next;
    this.ctx.emit('stroke_changed', { ...this.strokeSettings() });
    this.refreshMotion();
  }

  /** `StrokeSettingsRsp`. */
  strokeSettings(): StrokeSettings {
    return strokeSettings(this.stroke);
  }

  /** Blocks or frees the slider (`slider_blocked` / `slider_unblocked`); blocked, it holds still. */
  setSliderBlocked(blocked: boolean): void {
    if (blocked === this.sliderBlocked) return;
    this.sliderBlocked = blocked;
    this.ctx.emit(blocked ? 'slider_blocked' : 'slider_unblocked', {});
    this.refreshMotion();
  }

  /** Publishes an event for this device even while offline (connection events). */
  publish(name: EventName, data: Json): void {
    this.env.publish({ connectionKey: this.connectionKey, name, data });
  }

  /** Emits an event if the device is online. */
  emit(name: EventName, data: Json): void {
    this.ctx.emit(name, data);
  }

  /**
   * Where the physical slider is (mm) at `tMs`: where the command was one lag earlier. It follows
   * every mode alike and, after a stop, keeps moving for the lag, as a slider behind a slow
   * mechanism would.
   */
  sliderPositionAt(tMs: number): number {
    return this.motion.positionAt(tMs - this.motionLag.at(tMs));
  }

  /** The physical slider's signed speed (mm/s, positive = up) at `tMs`. */
  sliderVelocityAt(tMs: number): number {
    return this.motion.velocityAt(tMs - this.motionLag.at(tMs));
  }

  /** Physical slider positions (mm) every `stepMs` from `fromMs` to `toMs` inclusive. */
  sliderSample(fromMs: number, toMs: number, stepMs: number): number[] {
    const out: number[] = [];
    for (let t = fromMs; t <= toMs; t += stepMs) out.push(this.sliderPositionAt(t));
    return out;
  }

  /**
   * The play timeline as the physical slider shows it, up to now: the player's (commanded) segments
   * each starting one lag later. With `sinceMs`, the segment in force then and every later one.
   */
  sliderPlayTimeline(sinceMs?: number): PlayTimelineSegment[] {
    const commanded = this.player.timeline.segments(
      sinceMs === undefined ? undefined : sinceMs - MAX_MOTION_LAG_MS,
    );
    const nowMs = this.env.clock.now();
    // A change the command made less than a lag ago has not reached the slider yet.
    const shown = delaySegments(commanded, this.motionLag.history()).filter(
      (s) => s.fromMs <= nowMs,
    );
    return sinceMs === undefined ? shown : segmentsSince(shown, sinceMs);
  }

  /** Sets the mechanical lag from now on (the slider jumps to where the command was that long ago). */
  setMotionLag(lagMs: number): void {
    this.motionLag.set(this.env.clock.now(), lagMs);
  }

  /** Re-plans the slider from now according to the mode's state. */
  refreshMotion(): void {
    const nowMs = this.env.clock.now();
    const waypoints = this.sliderBlocked ? undefined : modeWaypoints(this, nowMs);
    this.motion.retarget(nowMs, waypoints);
    if (this.mode === DeviceMode.HDSP) {
      this.hdsp.schedule(this.motion.positionAt(nowMs), this.sliderBlocked);
    }
  }

  /** Cancels every timer (device removed, emulator closed). */
  dispose(): void {
    this.rebootTimer.clear();
    this.hdsp.reset();
    this.player.dispose();
    this.ota.dispose();
  }
}

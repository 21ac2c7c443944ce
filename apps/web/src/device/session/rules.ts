/**
 * The rules of spec §4 that the reducer and the session share, as small pure functions: session
 * ordering, which models have a stroke zone, mode changes and OTA progress.
 */
import {
  DeviceMode,
  type DeviceInfo,
  type HampState,
  type HspState,
  type HvpState,
  type StrokeSettings,
} from '@glide/handy';
import { initialHamp, initialHsp, initialHvp } from './initial-state';
import type {
  DeviceInfoEntity,
  DeviceSessionState,
  HampEntity,
  HspEntity,
  HvpEntity,
  OtaEntity,
  SliderEntity,
} from './state';

/**
 * Whether a `device_disconnected` for session `candidate` may be applied while the state is on
 * session `current`: only when it is not older (spec §4). Session ids are ULIDs: 26 Crockford
 * base-32 characters that start with the 48-bit creation time, and the Crockford alphabet is in
 * ASCII order, so comparing two of them as strings compares their creation times. They are
 * upper-cased first because ULIDs are case-insensitive. An event without a session id, or a state
 * without one, cannot be shown to be stale and is applied.
 */
export function isSessionNotOlder(
  candidate: string | undefined,
  current: string | undefined,
): boolean {
  if (candidate === undefined || current === undefined) return true;
  return candidate.toUpperCase() >= current.toUpperCase();
}

/** Spec §4's legacy rule; it lives once, in @glide/core, for the whole app. */
export { isLegacyFirmware } from '@glide/core';

/** Hardware models that have a stroke zone to read on connect (spec §4: models 0 and 2). */
const STROKE_MODELS: ReadonlySet<number> = new Set([0, 2]);

/** Whether the connect flow reads the slider stroke of this model. */
export function hasStrokeSettings(modelNo: number | undefined): boolean {
  return modelNo !== undefined && STROKE_MODELS.has(modelNo);
}

/** Spec §9: the slider's absolute range, 0 to 100. */
const SLIDER_ABSOLUTE_MIN = 0;
const SLIDER_ABSOLUTE_MAX = 100;

/**
 * An absolute slider figure (`min_absolute`, `max_absolute`, `position_absolute`) held to the
 * spec's 0–100 (§3): a device or a server that reports past the ends is read at the end.
 */
export function sliderAbsolute(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  return Math.min(SLIDER_ABSOLUTE_MAX, Math.max(SLIDER_ABSOLUTE_MIN, value));
}

/** The stroke zone fields of a stroke answer or `stroke_changed` event, absolute ends held to 0–100. */
export function strokeZoneOf(
  stroke: StrokeSettings,
): Pick<SliderEntity, 'min' | 'max' | 'min_absolute' | 'max_absolute'> {
  return {
    min: stroke.min,
    max: stroke.max,
    min_absolute: sliderAbsolute(stroke.min_absolute),
    max_absolute: sliderAbsolute(stroke.max_absolute),
  };
}

/** The device info fields of a `DeviceInfo` answer or event. */
export function withInfo(device: DeviceInfoEntity, info: DeviceInfo): DeviceInfoEntity {
  return {
    ...device,
    fw_status: info.fw_status,
    fw_version: info.fw_version,
    fw_feature_flags: info.fw_feature_flags,
    hw_model_no: info.hw_model_no,
    hw_model_name: info.hw_model_name,
    hw_model_variant: info.hw_model_variant,
    session_id: info.session_id,
  };
}

/**
 * Applies a mode (from `/mode` or `mode_changed`). When it differs from the mode in force, the
 * previous mode's state is reset (spec §4: HAMP, vibrate, HSP), because the device stops a mode
 * when it leaves it and sends no event saying so.
 */
export function withMode(
  state: DeviceSessionState,
  mode: DeviceMode,
  modeSessionId: number | undefined,
): DeviceSessionState {
  const previous = state.device.mode;
  const device = {
    ...state.device,
    mode,
    mode_session_id: modeSessionId ?? state.device.mode_session_id,
  };
  if (previous === undefined || previous === mode) return { ...state, device };
  return {
    ...state,
    device,
    hamp: previous === DeviceMode.HAMP ? initialHamp : state.hamp,
    hvp: previous === DeviceMode.VIBRATE ? initialHvp : state.hvp,
    hsp: previous === DeviceMode.HSP ? initialHsp : state.hsp,
  };
}

/** An OTA progress report: an event (`ongoing` absent) or `/ota/update/progress` (present). */
export interface OtaProgressReport {
  readonly progress: number;
  readonly done: boolean;
  readonly failed: boolean;
  readonly ongoing?: boolean | undefined;
}

/**
 * Applies OTA progress (spec §4): done or failed ends the update; a progress strictly between 0
 * and 1 without an `ongoing` marks it ongoing (events carry no `ongoing`: a page opened mid-update
 * learns of it this way); an explicit `ongoing` (the REST answer) is taken as reported.
 */
export function withOtaProgress(ota: OtaEntity, report: OtaProgressReport): OtaEntity {
  const { progress, done, failed } = report;
  const ongoing =
    done || failed ? false : (report.ongoing ?? (ota.ongoing || (progress > 0 && progress < 1)));
  return { ...ota, progress, done, failed, ongoing };
}

/** The HAMP fields of a HAMP answer or event (extra wire fields are dropped). */
export function toHamp(state: HampState): HampEntity {
  return { play_state: state.play_state, velocity: state.velocity, direction: state.direction };
}

/** The HVP fields of an HVP answer. */
export function toHvp(state: HvpState): HvpEntity {
  return {
    enabled: state.enabled,
    amplitude: state.amplitude,
    frequency: state.frequency,
    position: state.position,
  };
}

/** The player fields of an HSP / HSSP answer or event. */
export function toHsp(state: HspState): HspEntity {
  return {
    play_state: state.play_state,
    pause_on_starving: state.pause_on_starving,
    points: state.points,
    max_points: state.max_points,
    current_point: state.current_point,
    current_time: state.current_time,
    loop: state.loop,
    playback_rate: state.playback_rate,
    first_point_time: state.first_point_time,
    last_point_time: state.last_point_time,
    stream_id: state.stream_id,
    tail_point_stream_index: state.tail_point_stream_index,
    tail_point_stream_index_threshold: state.tail_point_stream_index_threshold,
  };
}

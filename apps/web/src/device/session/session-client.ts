/**
 * The part of the SDK the session uses, and the GETTING_INFO step of the connect flow (spec §4):
 * mode, user time offset, device time info and (models 0 and 2 only) the stroke zone in parallel,
 * the state of the current mode as soon as the mode is known; and the re-read of what may have
 * changed while the event stream was down.
 */
import type { ClockEstimate } from '@glide/core';
import {
  DeviceMode,
  type CallOptions,
  type CallOutcome,
  type DeviceApi,
  type DeviceInfo,
  type EventsOptions,
  type HandyEventStream,
  type SyncServerClockOptions,
} from '@glide/handy';
import type { ResultAction } from './actions';
import { hasStrokeSettings } from './rules';

/** The device calls the session makes (the SDK's `DeviceApi` has them all). */
export interface SessionDeviceApi {
  readonly info: DeviceApi['info'];
  readonly mode: DeviceApi['mode'];
  readonly hstp: Pick<DeviceApi['hstp'], 'info' | 'offset'>;
  readonly slider: Pick<DeviceApi['slider'], 'stroke' | 'state'>;
  readonly hamp: Pick<DeviceApi['hamp'], 'state'>;
  readonly hvp: Pick<DeviceApi['hvp'], 'state'>;
  readonly hsp: Pick<DeviceApi['hsp'], 'state'>;
  readonly hssp: Pick<DeviceApi['hssp'], 'state'>;
  readonly system: Pick<DeviceApi['system'], 'interfaces'>;
}

/** What the session needs of the SDK client; `HandyClient` fits, tests pass a small fake. */
export interface SessionClient {
  events(options: EventsOptions): HandyEventStream;
  device(connectionKey: string): SessionDeviceApi;
  syncServerClock(options?: SyncServerClockOptions): Promise<ClockEstimate>;
  /** `GET /servertime`: the probe of the event stream's recovery. */
  serverTime(options?: CallOptions): Promise<number>;
  /** What each REST call says about the way to the API (the stream's recovery listens). */
  onCallOutcome(listener: (outcome: CallOutcome) => void): () => void;
}

/** Reads the state of `mode` when it has one worth showing (spec §4: HAMP, vibrate, HSP, HSSP). */
async function loadModeState(
  device: SessionDeviceApi,
  mode: DeviceMode,
  options: CallOptions,
): Promise<ResultAction | undefined> {
  switch (mode) {
    case DeviceMode.HAMP:
      return { type: 'hamp_loaded', hamp: await device.hamp.state(options) };
    case DeviceMode.VIBRATE:
      return { type: 'hvp_loaded', hvp: await device.hvp.state(options) };
    case DeviceMode.HSP:
      return { type: 'hsp_loaded', hsp: await device.hsp.state(options) };
    case DeviceMode.HSSP:
      return { type: 'hssp_loaded', hssp: await device.hssp.state(options) };
    case DeviceMode.HDSP:
    case DeviceMode.MAINTENANCE:
    case DeviceMode.OTA:
    case DeviceMode.BUTTON:
    case DeviceMode.IDLE:
    case DeviceMode.HRPP:
      return undefined;
  }
}

/**
 * Runs the GETTING_INFO calls for a device whose info is known, handing each answer to `put` as
 * soon as it arrives (the page fills in as answers come). Rejects with the first failure; the
 * caller aborts the rest through `signal`.
 */
export async function loadDeviceState(
  device: SessionDeviceApi,
  info: DeviceInfo,
  signal: AbortSignal,
  put: (action: ResultAction) => void,
): Promise<void> {
  const options = { signal };
  const calls: Array<Promise<void>> = [
    device.mode(options).then(async (mode) => {
      put({ type: 'mode_loaded', mode });
      const modeState = await loadModeState(device, mode.mode, options);
      if (modeState) put(modeState);
    }),
    device.hstp.offset(options).then(({ offset }) => {
      put({ type: 'user_time_offset_loaded', offsetMs: offset });
    }),
    device.hstp.info(options).then((timeInfo) => {
      put({ type: 'device_time_loaded', timeInfo });
    }),
  ];
  if (hasStrokeSettings(info.hw_model_no)) {
    calls.push(
      device.slider.stroke(options).then((stroke) => {
        put({ type: 'stroke_loaded', stroke });
      }),
    );
  }
  await Promise.all(calls);
}

/**
 * Re-reads what the device may have done while the event stream was down, whose events are lost:
 * the mode and that mode's state, and the slider state (which carries the motor temperature, so
 * that a `temp_high` raised meanwhile shows). The API has no call for the battery: its state comes
 * only with `battery_changed`. Each answer goes to `put` as it arrives; a failed read is dropped,
 * because the stream is back and the next event brings the state anyway.
 */
export async function rereadDevice(
  device: SessionDeviceApi,
  signal: AbortSignal,
  put: (action: ResultAction) => void,
): Promise<void> {
  const options = { signal };
  await Promise.allSettled([
    device.mode(options).then(async (mode) => {
      put({ type: 'mode_loaded', mode });
      const modeState = await loadModeState(device, mode.mode, options);
      if (modeState) put(modeState);
    }),
    device.slider.state(options).then((slider) => {
      put({ type: 'slider_state_loaded', slider });
    }),
  ]);
}

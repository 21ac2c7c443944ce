/** Request builders of HAMP, HDSP, HVP, slider and HSTP (clock) calls. */
import type { CallOptions } from '../../http/transport';
import {
  AckSchema,
  DeviceTimeInfoSchema,
  HstpOffsetSchema,
  SliderStateSchema,
  StrokeSettingsSchema,
} from '../../schemas/device';
import {
  HampStateSchema,
  HampStrokeRequestSchema,
  HampVelocityRequestSchema,
  HdspXatRequestSchema,
  HdspXavaRequestSchema,
  HdspXavpRequestSchema,
  HdspXptRequestSchema,
  HdspXpvaRequestSchema,
  HdspXpvpRequestSchema,
  HstpClockSyncQuerySchema,
  HstpOffsetRequestSchema,
  HvpStateRequestSchema,
  HvpStateSchema,
  SliderStrokeRequestSchema,
} from '../../schemas/protocols';
import { HandyValidationError } from '../../errors';
import * as v from 'valibot';
import { plain, put, validated } from '../device-request';

/** Message of spec §5 for a HAMP velocity outside 0–1. */
export const VELOCITY_RANGE_MESSAGE = 'Velocity must be between 0 and 1';

/** Arguments of `hamp.setStroke`: relative (0–1) within the slider's stroke zone. */
export interface HampStrokeArgs {
  readonly min: number;
  readonly max: number;
}

/** Flags shared by the HDSP calls. */
export interface HdspFlags {
  /** Stop at the target (default false; false gives smoother chains). Wire: `stop_on_target`. */
  readonly stopOnTarget?: boolean;
  /** Answer before the device executed the command. Wire: `immediate_rsp`. */
  readonly immediateResponse?: boolean;
}
/** `hdsp.xava`: absolute position (mm, wire `xa`) at absolute velocity (mm/s, wire `va`). */
export interface HdspXavaArgs extends HdspFlags {
  readonly positionMm: number;
  readonly velocityMmPerS: number;
}
/** `hdsp.xavp`: absolute position (mm, `xa`) at relative velocity (0–1, `vp`). */
export interface HdspXavpArgs extends HdspFlags {
  readonly positionMm: number;
  readonly velocityFraction: number;
}
/** `hdsp.xpva`: relative position (0–1, `xp`) at absolute velocity (mm/s, `va`). */
export interface HdspXpvaArgs extends HdspFlags {
  readonly positionFraction: number;
  readonly velocityMmPerS: number;
}
/** `hdsp.xpvp`: relative position (0–1, `xp`) at relative velocity (0–1, `vp`). */
export interface HdspXpvpArgs extends HdspFlags {
  readonly positionFraction: number;
  readonly velocityFraction: number;
}
/** `hdsp.xat`: absolute position (mm, `xa`) reached in `durationMs` (`t`). */
export interface HdspXatArgs extends HdspFlags {
  readonly positionMm: number;
  readonly durationMs: number;
}
/** `hdsp.xpt`: relative position (0–1, `xp`) reached in `durationMs` (`t`). */
export interface HdspXptArgs extends HdspFlags {
  readonly positionFraction: number;
  readonly durationMs: number;
}

/** Arguments of `hvp.setState`: amplitude 0–1, frequency 0–10000 Hz, position in mm. */
export interface HvpStateArgs {
  readonly amplitude: number;
  readonly frequency: number;
  readonly position: number;
}

/** Arguments of `slider.setStroke`: both ends of the zone, relative 0–1. */
export interface SliderStrokeArgs {
  readonly min: number;
  readonly max: number;
}

/** Arguments of `hstp.clockSync`. */
export interface HstpClockSyncArgs {
  /** Wait for the result (`s=true`); otherwise it only arrives as `device_clock_synchronized`. */
  readonly synchronous?: boolean;
}

const flags = (args: HdspFlags) => ({
  stop_on_target: args.stopOnTarget,
  immediate_rsp: args.immediateResponse,
});

/** Builders of `/hamp/*`. */
export const hampRequests = {
  /** `GET /hamp/state`. */
  state: (options?: CallOptions) => plain('GET', '/hamp/state', HampStateSchema, options),
  /** `PUT /hamp/start` (starts at velocity 0). */
  start: (options?: CallOptions) => plain('PUT', '/hamp/start', HampStateSchema, options),
  /** `PUT /hamp/stop`. */
  stop: (options?: CallOptions) => plain('PUT', '/hamp/stop', HampStateSchema, options),
  /** `PUT /hamp/velocity`: 0–1 of the device's maximum; anything else fails without a request. */
  setVelocity: (velocity: number, options?: CallOptions) => {
    // Checked explicitly so that NaN and non-numbers get the spec's exact message.
    if (typeof velocity !== 'number' || !(velocity >= 0 && velocity <= 1)) {
      throw new HandyValidationError(VELOCITY_RANGE_MESSAGE, 'velocity_range');
    }
    return put('/hamp/velocity', HampVelocityRequestSchema, { velocity }, HampStateSchema, options);
  },
  /** `PUT /hamp/stroke`: stroke range relative within the slider's zone. */
  setStroke: (args: HampStrokeArgs, options?: CallOptions) =>
    put(
      '/hamp/stroke',
      HampStrokeRequestSchema,
      { min: args.min, max: args.max },
      HampStateSchema,
      options,
    ),
};

/** Builders of `/hdsp/*` (direct positioning; each answers `"ok"`). */
export const hdspRequests = {
  /** `PUT /hdsp/xava`. */
  xava: (args: HdspXavaArgs, options?: CallOptions) =>
    put(
      '/hdsp/xava',
      HdspXavaRequestSchema,
      { xa: args.positionMm, va: args.velocityMmPerS, ...flags(args) },
      AckSchema,
      options,
    ),
  /** `PUT /hdsp/xavp`. */
  xavp: (args: HdspXavpArgs, options?: CallOptions) =>
    put(
      '/hdsp/xavp',
      HdspXavpRequestSchema,
      { xa: args.positionMm, vp: args.velocityFraction, ...flags(args) },
      AckSchema,
      options,
    ),
  /** `PUT /hdsp/xpva`. */
  xpva: (args: HdspXpvaArgs, options?: CallOptions) =>
    put(
      '/hdsp/xpva',
      HdspXpvaRequestSchema,
      { xp: args.positionFraction, va: args.velocityMmPerS, ...flags(args) },
      AckSchema,
      options,
    ),
  /** `PUT /hdsp/xpvp`. */
  xpvp: (args: HdspXpvpArgs, options?: CallOptions) =>
    put(
      '/hdsp/xpvp',
      HdspXpvpRequestSchema,
      { xp: args.positionFraction, vp: args.velocityFraction, ...flags(args) },
      AckSchema,
      options,
    ),
  /** `PUT /hdsp/xat`. */
  xat: (args: HdspXatArgs, options?: CallOptions) =>
    put(
      '/hdsp/xat',
      HdspXatRequestSchema,
      { xa: args.positionMm, t: args.durationMs, ...flags(args) },
      AckSchema,
      options,
    ),
  /** `PUT /hdsp/xpt`. */
  xpt: (args: HdspXptArgs, options?: CallOptions) =>
    put(
      '/hdsp/xpt',
      HdspXptRequestSchema,
      { xp: args.positionFraction, t: args.durationMs, ...flags(args) },
      AckSchema,
      options,
    ),
};

/** Builders of `/hstp/*` (device clock). */
export const hstpRequests = {
  /** `GET /hstp/info`: device time, server − device offset and round trip. */
  info: (options?: CallOptions) => plain('GET', '/hstp/info', DeviceTimeInfoSchema, options),
  /**
   * `GET /hstp/clocksync`: re-measures the device clock. Synchronous calls answer with the time
   * info; otherwise the answer may be empty and the result comes as `device_clock_synchronized`.
   */
  clockSync: (args: HstpClockSyncArgs = {}, options?: CallOptions) => ({
    ...plain('GET', '/hstp/clocksync', v.union([DeviceTimeInfoSchema, AckSchema]), options),
    query: validated(HstpClockSyncQuerySchema, { s: args.synchronous }, 'GET /hstp/clocksync'),
  }),
  /** `GET /hstp/offset`: the user time offset in ms. */
  offset: (options?: CallOptions) => plain('GET', '/hstp/offset', HstpOffsetSchema, options),
  /** `PUT /hstp/offset`: sets the user time offset in ms (may be negative). */
  setOffset: (offsetMs: number, options?: CallOptions) =>
    put('/hstp/offset', HstpOffsetRequestSchema, { offset: offsetMs }, AckSchema, options),
};

/** Builders of `/hvp/*` (vibration). */
export const hvpRequests = {
  /** `GET /hvp/state`. */
  state: (options?: CallOptions) => plain('GET', '/hvp/state', HvpStateSchema, options),
  /** `PUT /hvp/state`. */
  setState: (args: HvpStateArgs, options?: CallOptions) =>
    put(
      '/hvp/state',
      HvpStateRequestSchema,
      { amplitude: args.amplitude, frequency: args.frequency, position: args.position },
      HvpStateSchema,
      options,
    ),
  /** `PUT /hvp/start` (starts at amplitude 0, frequency 0). */
  start: (options?: CallOptions) => plain('PUT', '/hvp/start', HvpStateSchema, options),
  /** `PUT /hvp/stop`. */
  stop: (options?: CallOptions) => plain('PUT', '/hvp/stop', HvpStateSchema, options),
};

/** Builders of `/slider/*`. */
export const sliderRequests = {
  /** `GET /slider/state`: live position, speed and temperature. */
  state: (options?: CallOptions) => plain('GET', '/slider/state', SliderStateSchema, options),
  /** `GET /slider/stroke`: the stroke zone. */
  stroke: (options?: CallOptions) => plain('GET', '/slider/stroke', StrokeSettingsSchema, options),
  /** `PUT /slider/stroke`: both ends of the stroke zone (the contract requires min and max). */
  setStroke: (args: SliderStrokeArgs, options?: CallOptions) =>
    put(
      '/slider/stroke',
      SliderStrokeRequestSchema,
      { min: args.min, max: args.max },
      StrokeSettingsSchema,
      options,
    ),
};

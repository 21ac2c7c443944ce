/** HAMP, HDSP, slider and HVP endpoints (reference §6). */
import type { Hono } from 'hono';
import { hampCommand, hampState, hdspMove, setHampStroke, sliderState } from '../model/commands';
import { DeviceMode, HardwareModel } from '../model/enums';
import { deviceErrors } from '../model/errors';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import { hampVelocityBody, hdspBodies, hvpStateBody, strokeBody } from './schemas';

/** Registers the HAMP routes. */
export function registerHampRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/hamp/state',
    deviceCall(deps, (d) => hampState(d)),
  );
  api.put(
    '/hamp/start',
    deviceCall(deps, (d) => hampCommand(d, () => d.hamp.start())),
  );
  api.put(
    '/hamp/stop',
    deviceCall(deps, (d) => hampCommand(d, () => d.hamp.stop())),
  );
  api.put(
    '/hamp/velocity',
    deviceCall(deps, { body: hampVelocityBody }, (d, { body }) =>
      hampCommand(d, () => {
        d.hamp.velocity = body.velocity;
      }),
    ),
  );
  api.put(
    '/hamp/stroke',
    deviceCall(deps, { body: strokeBody }, (d, { body }) => setHampStroke(d, body)),
  );
}

/** Registers the six HDSP routes. */
export function registerHdspRoutes(api: Hono, deps: HttpDeps): void {
  const flags = (b: { stop_on_target?: boolean | undefined }) => ({
    stopOnTarget: b.stop_on_target,
  });
  api.put(
    '/hdsp/xava',
    deviceCall(deps, { body: hdspBodies.xava }, (d, { body: b }) =>
      hdspMove(d, { xa: b.xa, va: b.va, ...flags(b) }),
    ),
  );
  api.put(
    '/hdsp/xavp',
    deviceCall(deps, { body: hdspBodies.xavp }, (d, { body: b }) =>
      hdspMove(d, { xa: b.xa, vp: b.vp, ...flags(b) }),
    ),
  );
  api.put(
    '/hdsp/xpva',
    deviceCall(deps, { body: hdspBodies.xpva }, (d, { body: b }) =>
      hdspMove(d, { xp: b.xp, va: b.va, ...flags(b) }),
    ),
  );
  api.put(
    '/hdsp/xpvp',
    deviceCall(deps, { body: hdspBodies.xpvp }, (d, { body: b }) =>
      hdspMove(d, { xp: b.xp, vp: b.vp ?? b.va, ...flags(b) }),
    ),
  );
  api.put(
    '/hdsp/xat',
    deviceCall(deps, { body: hdspBodies.xat }, (d, { body: b }) =>
      hdspMove(d, { xa: b.xa, t: b.t, ...flags(b) }),
    ),
  );
  api.put(
    '/hdsp/xpt',
    deviceCall(deps, { body: hdspBodies.xpt }, (d, { body: b }) =>
      hdspMove(d, { xp: b.xp, t: b.t, ...flags(b) }),
    ),
  );
}

/** Registers the slider routes. */
export function registerSliderRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/slider/state',
    deviceCall(deps, (d) => sliderState(d)),
  );
  api.get(
    '/slider/stroke',
    deviceCall(deps, (d) => {
      if (d.model === HardwareModel.OH) throw deviceErrors.notSupported();
      return d.strokeSettings();
    }),
  );
  api.put(
    '/slider/stroke',
    deviceCall(deps, { body: strokeBody }, (d, { body }) => {
      d.command(undefined, () => d.setStroke(body));
      return d.strokeSettings();
    }),
  );
}

/** Registers the HVP routes. */
export function registerHvpRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/hvp/state',
    deviceCall(deps, (d) => d.hvp.state()),
  );
  api.put(
    '/hvp/start',
    deviceCall(deps, (d) => d.command(DeviceMode.VIBRATE, () => d.hvp.start())),
  );
  api.put(
    '/hvp/stop',
    deviceCall(deps, (d) => d.command(DeviceMode.VIBRATE, () => d.hvp.stop())),
  );
  api.put(
    '/hvp/state',
    deviceCall(deps, { body: hvpStateBody }, (d, { body }) =>
      d.command(DeviceMode.VIBRATE, () => d.hvp.set(body)),
    ),
  );
}

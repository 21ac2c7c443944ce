/** HAMP, HDSP, slider and HVP endpoints (reference §6). */
import type { Hono } from 'hono';
import { hampCommand, hampState, hdspMove, setHampStroke, sliderState } from '../model/commands';
import { DeviceMode, HardwareModel } from '../model/enums';
import { deviceErrors } from '../model/errors';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import { parseBody } from './parse';
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
    deviceCall(deps, async (d, c) => {
      const { velocity } = await parseBody(c, hampVelocityBody);
      return hampCommand(d, () => {
        d.hamp.velocity = velocity;
      });
    }),
  );
  api.put(
    '/hamp/stroke',
    deviceCall(deps, async (d, c) => setHampStroke(d, await parseBody(c, strokeBody))),
  );
}

/** Registers the six HDSP routes. */
export function registerHdspRoutes(api: Hono, deps: HttpDeps): void {
  const flags = (b: { stop_on_target?: boolean | undefined }) => ({
    stopOnTarget: b.stop_on_target,
  });
  api.put(
    '/hdsp/xava',
    deviceCall(deps, async (d, c) => {
      const b = await parseBody(c, hdspBodies.xava);
      return hdspMove(d, { xa: b.xa, va: b.va, ...flags(b) });
    }),
  );
  api.put(
    '/hdsp/xavp',
    deviceCall(deps, async (d, c) => {
      const b = await parseBody(c, hdspBodies.xavp);
      return hdspMove(d, { xa: b.xa, vp: b.vp, ...flags(b) });
    }),
  );
  api.put(
    '/hdsp/xpva',
    deviceCall(deps, async (d, c) => {
      const b = await parseBody(c, hdspBodies.xpva);
      return hdspMove(d, { xp: b.xp, va: b.va, ...flags(b) });
    }),
  );
  api.put(
    '/hdsp/xpvp',
    deviceCall(deps, async (d, c) => {
      const b = await parseBody(c, hdspBodies.xpvp);
      return hdspMove(d, { xp: b.xp, vp: b.vp ?? b.va, ...flags(b) });
    }),
  );
  api.put(
    '/hdsp/xat',
    deviceCall(deps, async (d, c) => {
      const b = await parseBody(c, hdspBodies.xat);
      return hdspMove(d, { xa: b.xa, t: b.t, ...flags(b) });
    }),
  );
  api.put(
    '/hdsp/xpt',
    deviceCall(deps, async (d, c) => {
      const b = await parseBody(c, hdspBodies.xpt);
      return hdspMove(d, { xp: b.xp, t: b.t, ...flags(b) });
    }),
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
    deviceCall(deps, async (d, c) => {
      const body = await parseBody(c, strokeBody);
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
    deviceCall(deps, async (d, c) => {
      const body = await parseBody(c, hvpStateBody);
      return d.command(DeviceMode.VIBRATE, () => d.hvp.set(body));
    }),
  );
}

/** HSP endpoints (reference §6, buffer rules §11). */
import type { Hono } from 'hono';
import type { z } from 'zod';
import type { VirtualDevice } from '../model/device';
import { DeviceMode } from '../model/enums';
import { deviceErrors } from '../model/errors';
import type { HspState } from '../model/hsp-types';
import { newStreamId } from '../model/protocols';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import {
  hspAddBody,
  hspPlayBody,
  hspSetupBody,
  hspThresholdBody,
  loopBody,
  pauseOnStarvingBody,
  playbackRateBody,
  resumeBody,
  syncTimeBody,
} from './schemas';

/** Runs an HSP command on an initialised HSP player ("Illegal state." otherwise). */
function hsp(device: VirtualDevice, run: () => void): HspState {
  if (!device.player.initialized || device.player.protocol !== 'hsp') {
    throw deviceErrors.illegalState();
  }
  return device.command(DeviceMode.HSP, () => {
    run();
    return device.player.state();
  });
}

function applyAdd(device: VirtualDevice, add: z.output<typeof hspAddBody>): void {
  device.player.add(add.points, add.tail_point_stream_index, add.flush ?? false);
  if (add.threshold !== undefined) device.player.setThreshold(add.threshold);
}

/** Registers the HSP routes. */
export function registerHspRoutes(api: Hono, deps: HttpDeps): void {
  api.get(
    '/hsp/state',
    deviceCall(deps, (d) => d.player.state()),
  );
  api.put(
    '/hsp/setup',
    deviceCall(deps, { body: hspSetupBody }, (d, { body }) =>
      d.command(DeviceMode.HSP, () => {
        d.player.setup('hsp', body.stream_id ?? newStreamId(deps.emulator.random));
        return d.player.state();
      }),
    ),
  );
  api.put(
    '/hsp/add',
    deviceCall(deps, { body: hspAddBody }, (d, { body }) => hsp(d, () => applyAdd(d, body))),
  );
  api.put(
    '/hsp/play',
    deviceCall(deps, { body: hspPlayBody }, (d, { body }) =>
      hsp(d, () => {
        // An embedded add runs before play (reference §6).
        if (body.add) applyAdd(d, body.add);
        d.player.play({
          startTimeMs: body.start_time,
          serverTimeMs: body.server_time,
          playbackRate: body.playback_rate,
          loop: body.loop,
          pauseOnStarving: body.pause_on_starving,
        });
      }),
    ),
  );
  api.put(
    '/hsp/stop',
    deviceCall(deps, (d) => hsp(d, () => d.player.stop())),
  );
  api.put(
    '/hsp/pause',
    deviceCall(deps, (d) => hsp(d, () => d.player.pause())),
  );
  api.put(
    '/hsp/resume',
    deviceCall(deps, { body: resumeBody, bodyRequired: true }, (d, { body: pickUp }) =>
      hsp(d, () => d.player.resume(pickUp)),
    ),
  );
  api.put(
    '/hsp/flush',
    deviceCall(deps, (d) => hsp(d, () => d.player.flush())),
  );
  api.put(
    '/hsp/threshold',
    deviceCall(deps, { body: hspThresholdBody }, (d, { body: threshold }) =>
      hsp(d, () => d.player.setThreshold(threshold ?? 0)),
    ),
  );
  api.put(
    '/hsp/pause/onstarving',
    deviceCall(deps, { body: pauseOnStarvingBody }, (d, { body }) =>
      hsp(d, () => d.player.setPauseOnStarving(body.pause_on_starving)),
    ),
  );
  api.put(
    '/hsp/loop',
    deviceCall(deps, { body: loopBody }, (d, { body }) =>
      hsp(d, () => d.player.setLoop(body.loop)),
    ),
  );
  api.put(
    '/hsp/playbackrate',
    deviceCall(deps, { body: playbackRateBody }, (d, { body }) =>
      hsp(d, () => d.player.setPlaybackRate(body.playback_rate)),
    ),
  );
  api.put(
    '/hsp/synctime',
    deviceCall(deps, { body: syncTimeBody }, (d, { body }) =>
      hsp(d, () => d.player.syncTime(body.current_time, body.server_time, body.filter)),
    ),
  );
}

/** HSP endpoints (reference §6, buffer rules §11). */
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { VirtualDevice } from '../model/device';
import { DeviceMode } from '../model/enums';
import { deviceErrors } from '../model/errors';
import type { HspState } from '../model/hsp-types';
import { newStreamId } from '../model/protocols';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import { parseBody } from './parse';
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
  const put = (path: string, run: (d: VirtualDevice, c: Context) => Promise<HspState>) =>
    api.put(path, deviceCall(deps, run));

  api.get(
    '/hsp/state',
    deviceCall(deps, (d) => d.player.state()),
  );
  put('/hsp/setup', async (d, c) => {
    const body = await parseBody(c, hspSetupBody);
    return d.command(DeviceMode.HSP, () => {
      d.player.setup('hsp', body.stream_id ?? newStreamId(deps.emulator.random));
      return d.player.state();
    });
  });
  put('/hsp/add', async (d, c) => {
    const body = await parseBody(c, hspAddBody);
    return hsp(d, () => applyAdd(d, body));
  });
  put('/hsp/play', async (d, c) => {
    const body = await parseBody(c, hspPlayBody);
    return hsp(d, () => {
      // An embedded add runs before play (reference §6).
      if (body.add) applyAdd(d, body.add);
      d.player.play({
        startTimeMs: body.start_time,
        serverTimeMs: body.server_time,
        playbackRate: body.playback_rate,
        loop: body.loop,
        pauseOnStarving: body.pause_on_starving,
      });
    });
  });
  put('/hsp/stop', (d) => Promise.resolve(hsp(d, () => d.player.stop())));
  put('/hsp/pause', (d) => Promise.resolve(hsp(d, () => d.player.pause())));
  put('/hsp/resume', async (d, c) => {
    const pickUp = await parseBody(c, resumeBody);
    return hsp(d, () => d.player.resume(pickUp));
  });
  put('/hsp/flush', (d) => Promise.resolve(hsp(d, () => d.player.flush())));
  put('/hsp/threshold', async (d, c) => {
    const threshold = await parseBody(c, hspThresholdBody);
    return hsp(d, () => d.player.setThreshold(threshold ?? 0));
  });
  put('/hsp/pause/onstarving', async (d, c) => {
    const body = await parseBody(c, pauseOnStarvingBody);
    return hsp(d, () => d.player.setPauseOnStarving(body.pause_on_starving));
  });
  put('/hsp/loop', async (d, c) => {
    const body = await parseBody(c, loopBody);
    return hsp(d, () => d.player.setLoop(body.loop));
  });
  put('/hsp/playbackrate', async (d, c) => {
    const body = await parseBody(c, playbackRateBody);
    return hsp(d, () => d.player.setPlaybackRate(body.playback_rate));
  });
  put('/hsp/synctime', async (d, c) => {
    const body = await parseBody(c, syncTimeBody);
    return hsp(d, () => d.player.syncTime(body.current_time, body.server_time, body.filter));
  });
}

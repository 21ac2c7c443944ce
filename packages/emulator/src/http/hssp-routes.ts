/** HSSP and STREAM endpoints: server-fed playback on the HSP machinery (reference §6). */
import type { Context, Hono } from 'hono';
import type { VirtualDevice } from '../model/device';
import { DeviceMode } from '../model/enums';
import { deviceErrors } from '../model/errors';
import type { HspProtocol, HspState } from '../model/hsp-types';
import { setupHssp, setupStream } from '../model/protocols';
import { isPublicHttpsUrl } from '../script-host/public-url';
import { isOwnOrigin, ownScriptId } from '../script-host/script-url';
import type { HttpDeps } from './deps';
import { deviceCall } from './device-call';
import { genericError, type HttpError } from './responses';
import {
  hsspPlayBody,
  hsspSetupBody,
  resumeBody,
  streamPlayBody,
  streamSetupBody,
  syncTimeBody,
} from './schemas';

/** Runs a command on a player set up for `protocol` ("Illegal state." otherwise). */
function onPlayer(device: VirtualDevice, protocol: HspProtocol, run: () => void): HspState {
  const mode = protocol === 'hssp' ? DeviceMode.HSSP : DeviceMode.HSP;
  if (device.player.protocol !== protocol || !device.player.initialized) {
    throw deviceErrors.illegalState();
  }
  return device.command(mode, () => {
    run();
    return device.player.state();
  });
}

/** The reference's answer to a setup URL the service does not fetch. */
function unsupportedUrl(): HttpError {
  return genericError(400, 'UNSUPPORTED_URL', { code: 400, name: 'UNSUPPORTED_URL' });
}

/**
 * The HSSP script a setup URL names. The emulator's own script URLs are served from its store (an
 * unknown file cannot be downloaded); any other URL must be public https, as for the real service
 * (400 UNSUPPORTED_URL otherwise), and, the emulator having no network, cannot be downloaded.
 */
function scriptFor(deps: HttpDeps, c: Context, url: string): { url: string; text: string } {
  const origins = new Set([...deps.ownOrigins, new URL(c.req.url).origin]);
  if (!isOwnOrigin(url, origins)) {
    if (isPublicHttpsUrl(url)) throw deviceErrors.scriptDownloadFailed();
    throw unsupportedUrl();
  }
  const id = ownScriptId(url, origins);
  if (id === undefined) throw unsupportedUrl();
  const script = deps.emulator.scripts.get(id);
  if (!script) throw deviceErrors.scriptDownloadFailed();
  return { url, text: script.text };
}

/** Registers the HSSP routes. */
export function registerHsspRoutes(api: Hono, deps: HttpDeps): void {
  const { random } = deps.emulator;
  api.get(
    '/hssp/state',
    deviceCall(deps, (d) => d.player.stateFor('hssp')),
  );
  api.put(
    '/hssp/setup',
    deviceCall(deps, { body: hsspSetupBody }, (d, { body, c }) =>
      setupHssp(d, random, scriptFor(deps, c, body.url), body.notify),
    ),
  );
  api.put(
    '/hssp/play',
    deviceCall(deps, { body: hsspPlayBody }, (d, { body: b }) =>
      onPlayer(d, 'hssp', () =>
        d.player.play({
          startTimeMs: b.start_time,
          serverTimeMs: b.server_time,
          playbackRate: b.playback_rate,
          loop: b.loop,
        }),
      ),
    ),
  );
  api.put(
    '/hssp/stop',
    deviceCall(deps, (d) => onPlayer(d, 'hssp', () => d.player.stop())),
  );
  api.put(
    '/hssp/pause',
    deviceCall(deps, (d) => onPlayer(d, 'hssp', () => d.player.pause())),
  );
  api.put(
    '/hssp/resume',
    deviceCall(deps, { body: resumeBody, bodyRequired: true }, (d, { body: pickUp }) =>
      onPlayer(d, 'hssp', () => d.player.resume(pickUp)),
    ),
  );
  api.put(
    '/hssp/synctime',
    deviceCall(deps, { body: syncTimeBody }, (d, { body: b }) =>
      onPlayer(d, 'hssp', () => d.player.syncTime(b.current_time, b.server_time, b.filter)),
    ),
  );
}

/** Registers the STREAM routes. */
export function registerStreamRoutes(api: Hono, deps: HttpDeps): void {
  const { random } = deps.emulator;
  api.get(
    '/stream/state',
    deviceCall(deps, (d) => d.player.stateFor('stream')),
  );
  api.put(
    '/stream/setup',
    deviceCall(deps, { body: streamSetupBody }, (d, { body }) => {
      const stream = deps.emulator.streams.get(body.stream_ref);
      if (!stream) throw deviceErrors.streamNotFound();
      return setupStream(d, random, stream, body.notify);
    }),
  );
  api.put(
    '/stream/play',
    deviceCall(deps, { body: streamPlayBody }, (d, { body: b }) =>
      onPlayer(d, 'stream', () =>
        d.player.play({
          startTimeMs: b.start_time,
          serverTimeMs: b.server_time,
          playbackRate: b.playback_rate,
          loop: b.loop,
          pauseOnStarving: b.pause_on_starving,
        }),
      ),
    ),
  );
  api.put(
    '/stream/stop',
    deviceCall(deps, (d) => onPlayer(d, 'stream', () => d.player.stop())),
  );
  api.put(
    '/stream/synctime',
    deviceCall(deps, { body: syncTimeBody }, (d, { body: b }) =>
      onPlayer(d, 'stream', () => d.player.syncTime(b.current_time, b.server_time, b.filter)),
    ),
  );
}

/** The HTTP shell: one Hono app serving the API, the script host and the control API. */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { API_PATH, CHANNEL_API_PATH, CONTROL_PATH, SCRIPT_HOST_PATH } from '../constants';
import { createControlApi, type ResetHook } from '../control/control-routes';
import { createScriptHost } from '../script-host/script-host-routes';
import { registerSseRoute } from '../sse/sse-route';
import { registerAuthRoutes } from './auth-routes';
import { registerChannelRoutes } from './channel-routes';
import { API_BODY_LIMIT_BYTES, limitBody, UPLOAD_BODY_LIMIT_BYTES } from './body-limit';
import type { HttpDeps } from './deps';
import { registerHsspRoutes, registerStreamRoutes } from './hssp-routes';
import { registerHspRoutes } from './hsp-routes';
import { registerInfoRoutes } from './info-routes';
import { countRequests, injectFaults, rateLimit, requestId, requireCredential } from './middleware';
import {
  registerHampRoutes,
  registerHdspRoutes,
  registerHvpRoutes,
  registerSliderRoutes,
} from './motion-routes';
import { errorResponse, genericError, json } from './responses';
import { registerClockRoutes, registerOtaRoutes, registerSystemRoutes } from './system-routes';

/**
 * An app behind the gateway every API call goes through: the request count, the rate limit, the
 * injected faults and the application credential, in that order.
 */
function behindGateway(deps: HttpDeps): Hono {
  const gated = new Hono();
  gated.use('*', countRequests(deps));
  gated.use('*', rateLimit(deps));
  gated.use('*', injectFaults(deps));
  gated.use('*', requireCredential(deps));
  return gated;
}

/** Builds the app. `onReset` runs after the control API's reset cleared the model. */
export function createApp(deps: HttpDeps, onReset: ResetHook): Hono {
  const app = new Hono();
  app.onError((error) => errorResponse(error));
  app.notFound(() => genericError(404, 'Not found').toResponse());

  // Browsers (reference §2): any origin reflected, credentials allowed, only X-Request-Id exposed.
  // The API and the script host only: the control API has its own, loopback-only rules. The
  // Channel API takes its key in a header of its own besides the reference's.
  const browsers = (extraHeaders: readonly string[]) =>
    cors({
      origin: (origin) => origin || null,
      credentials: true,
      allowHeaders: [
        'x-api-key',
        'x-connection-key',
        ...extraHeaders,
        'content-type',
        'authorization',
      ],
      allowMethods: ['GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id'],
    });
  app.use(`${CHANNEL_API_PATH}/*`, browsers(['x-channel-key']));
  app.use(`${API_PATH}/*`, browsers([]));
  app.use(`${SCRIPT_HOST_PATH}/*`, browsers([]));
  app.use('*', requestId(deps));
  // Before anything reads a body; a 413 still carries the CORS headers set above.
  app.use(
    `${API_PATH}/*`,
    limitBody(API_BODY_LIMIT_BYTES, (limit) =>
      genericError(413, `Request body over ${limit} bytes`).toResponse(),
    ),
  );
  app.use(
    `${CHANNEL_API_PATH}/*`,
    limitBody(API_BODY_LIMIT_BYTES, (limit) =>
      genericError(413, `Request body over ${limit} bytes`).toResponse(),
    ),
  );
  app.use(
    `${SCRIPT_HOST_PATH}/*`,
    limitBody(UPLOAD_BODY_LIMIT_BYTES, () => json({ error: 'File too large' }, 413)),
  );

  const api = behindGateway(deps);
  registerInfoRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerSseRoute(api, deps);
  registerHampRoutes(api, deps);
  registerHdspRoutes(api, deps);
  registerSliderRoutes(api, deps);
  registerHvpRoutes(api, deps);
  registerHspRoutes(api, deps);
  registerHsspRoutes(api, deps);
  registerStreamRoutes(api, deps);
  registerClockRoutes(api, deps);
  registerSystemRoutes(api, deps);
  registerOtaRoutes(api, deps);
  // Unknown API paths still go through the middleware (auth, rate limit) like real ones.
  api.all('*', () => genericError(404, 'Not found').toResponse());

  // The Channel API, behind the same gateway.
  const channelApi = behindGateway(deps);
  registerChannelRoutes(channelApi, deps);

  app.route(API_PATH, api);
  app.route(CHANNEL_API_PATH, channelApi);
  app.route(SCRIPT_HOST_PATH, createScriptHost(deps.emulator));
  app.route(CONTROL_PATH, createControlApi(deps, onReset));
  return app;
}

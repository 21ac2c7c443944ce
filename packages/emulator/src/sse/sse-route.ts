/**
 * `GET /sse?ck&apikey&events` (reference §7): the named wire form, `device_status` first on every
 * connection, an optional event filter and a keep-alive comment every 15 s. The query is checked
 * like any device call's, before the device is looked up: 400 for a malformed `ck`, a `timeout`
 * outside 5000–60000 or an `events` name that is not one of the contract's event types.
 */
import type { Hono } from 'hono';
import { SSE_KEEP_ALIVE_MS } from '../constants';
import type { DeviceEvent, EventName, Json } from '../model/events';
import { Timer } from '../model/timer';
import { authenticate } from '../http/auth';
import type { HttpDeps } from '../http/deps';
import { referencedDevices } from '../http/device-call';
import { operationOf, readDeviceReference } from '../http/device-reference';
import { NonFiniteNumberError, stringifyFinite } from '../http/finite-json';
import { parseQuery } from '../http/parse';
import { acceptsEvent, sseQuery } from './event-filter';

/**
 * One wire message. An event whose data holds a non-finite number (an emulator defect) goes out as a
 * comment naming it rather than with `null` in a number's place: events also come from timers, where
 * a throw would have nobody to answer.
 */
export function formatEvent(connectionKey: string, name: EventName, data: Json): string {
  try {
    return `event: ${name}\ndata: ${stringifyFinite({ connection_key: connectionKey, data })}\n\n`;
  } catch (error) {
    if (!(error instanceof NonFiniteNumberError)) throw error;
    return `: dropped ${name}: ${error.message}\n\n`;
  }
}

/** The keep-alive comment. */
export const KEEP_ALIVE = ': keep-alive\n\n';

/** Registers the event stream route. */
export function registerSseRoute(api: Hono, deps: HttpDeps): void {
  api.get('/sse', (c) => {
    const sent = c.req.query('ck') ?? c.req.header('x-connection-key');
    authenticate(c, deps, sent, true);
    const reference = readDeviceReference(sent, operationOf(c));
    const key = reference.value;
    // `timeout` and the `events` filter, by the contract's rules (`event-filter.ts`).
    const { events: filter } = parseQuery(c, sseQuery);
    // A key's device, or a channel's active subscribers as the stream opens.
    const devices = referencedDevices(deps, reference);
    // Whose events the stream carries: the key's, or (looked up per event, so that a subscriber
    // added, paused or removed later counts from then) each active subscriber's, under its own key.
    const carries = (connectionKey: string): boolean =>
      reference.kind === 'key'
        ? connectionKey === key
        : deps.emulator.channels.reaches(key, connectionKey);
    const encoder = new TextEncoder();
    const keepAlive = new Timer(deps.clock);
    let cleanup = (): void => undefined;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const send = (text: string): void => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const close = (): void => {
          if (!open) return;
          cleanup();
          controller.close();
        };
        const onEvent = (event: DeviceEvent): void => {
          if (!carries(event.connectionKey)) return;
          if (!acceptsEvent(filter, event.name)) return;
          send(formatEvent(event.connectionKey, event.name, event.data));
        };
        const unsubscribe = deps.emulator.subscribe(onEvent);
        const unregister = deps.sseHub.add({ connectionKey: key, close });
        cleanup = () => {
          open = false;
          keepAlive.clear();
          unsubscribe();
          unregister();
        };
        const tick = (): void => {
          send(KEEP_ALIVE);
          keepAlive.set(SSE_KEEP_ALIVE_MS, tick);
        };
        keepAlive.set(SSE_KEEP_ALIVE_MS, tick);
        // First on every connection, whatever the filter, also for offline and legacy devices: one
        // per device (a channel's active subscribers each under its own key), or, when the
        // reference reaches none, one under the reference that says `connected: false`.
        for (const device of devices) {
          const status: Json = { connected: device.online, info: { ...device.info() } };
          send(formatEvent(device.connectionKey, 'device_status', status));
        }
        if (devices.length === 0) send(formatEvent(key, 'device_status', { connected: false }));
      },
      cancel() {
        // The client went away.
        cleanup();
      },
    });

    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      },
    });
  });
}

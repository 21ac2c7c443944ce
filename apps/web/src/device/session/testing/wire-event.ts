/**
 * Test support: builds a `HandyEvent` the way the SDK does, by parsing the live wire form
 * (`event: <name>` + `data: {connection_key, data}`), so tests see exactly what the stream emits.
 */
import { parseWireMessage, type HandyEvent } from '@glide/handy';

/** Options of {@link wireEvent}. */
export interface WireEventOptions {
  readonly connectionKey?: string;
  readonly receivedAtMs?: number;
}

/** The event the SDK makes of `payload` sent as event `name`; throws when it does not parse. */
export function wireEvent(
  name: string,
  payload: unknown,
  options: WireEventOptions = {},
): HandyEvent {
  const connectionKey = options.connectionKey ?? 'testKey01';
  const outcome = parseWireMessage(
    { event: name, data: JSON.stringify({ connection_key: connectionKey, data: payload }) },
    connectionKey,
    options.receivedAtMs ?? 0,
  );
  if (outcome.kind !== 'event') {
    const why = outcome.kind === 'error' ? outcome.error.message : 'ignored';
    throw new Error(`Test event ${name} did not parse: ${why}`);
  }
  return outcome.event;
}

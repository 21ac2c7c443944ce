/** Every event the emulator can cause, with its case, and the one way a case is run. */
import { expect } from 'vitest';
import type { Harness } from '../support/harness';
import { deviceEventCases } from './device-event-cases';
import type { CausableEvent, EventCase, EventContext } from './event-case';
import { protocolEventCases } from './protocol-event-cases';

/** Typed over every causable name: a name without a case does not compile. */
export const eventCases: { readonly [N in CausableEvent]: EventCase<N> } = {
  ...deviceEventCases,
  ...protocolEventCases,
};

/**
 * Runs one case: a fresh device and stream; `device_status` must come first; then the cause, and
 * the first matching event after it is checked.
 */
export async function runEventCase<N extends CausableEvent>(
  h: Harness,
  name: N,
  c: EventCase<N>,
): Promise<void> {
  const key = await h.newDevice(`ev${name}`, c.setup);
  const device = h.client.device(key);
  const log = h.events({ connectionKey: key });
  await log.next('device_status');
  expect(log.received[0]?.name).toBe('device_status');
  const ctx: EventContext = { h, key, device, log };
  const from = name === 'device_status' ? 0 : log.mark();
  await c.cause(ctx);
  const event = await log.next(name, c.accept, from);
  expect(event.connectionKey).toBe(key);
  await c.check(event.data, ctx);
}

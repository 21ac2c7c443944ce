import { describe, expect, it } from 'vitest';
import type { HandyEvent } from '@glide/handy';
import { connectDevice, createHarness } from './testing/harness';

describe('session: the event tap of the debug tools', () => {
  it('hands over every event of the stream as it arrives, with the session clock’s time', async () => {
    const h = createHarness();
    await connectDevice(h);
    const heard: Array<[string, number]> = [];
    const stop = h.session.onEvent((event: HandyEvent, receivedAtMs) => {
      heard.push([event.name, receivedAtMs]);
    });
    h.clock.advance(250);
    h.client.stream.emit('battery_changed', { level: 0.5 });
    h.client.stream.emit('button_event', { button: 1, event: 2 });
    expect(heard).toEqual([
      ['battery_changed', h.clock.now()],
      ['button_event', h.clock.now()],
    ]);
    // The state goes on as before: the tap only listens.
    expect(h.session.getState().sdk.lastButtonEvent).toMatchObject({ button: 1, event: 2 });
    stop();
    h.client.stream.emit('battery_changed', { level: 0.4 });
    expect(heard).toHaveLength(2);
  });

  it('hears nothing of a stream that was closed by a disconnect', async () => {
    const h = createHarness();
    await connectDevice(h);
    const stream = h.client.stream;
    const heard: string[] = [];
    h.session.onEvent((event) => heard.push(event.name));
    h.session.disconnect();
    stream.emit('battery_changed', { level: 0.5 });
    expect(heard).toEqual([]);
  });
});

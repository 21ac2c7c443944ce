/**
 * Every event of the SDK's `EVENT_NAMES` that the emulator can cause, caused through the API or
 * the control API and received as a typed event on `client.events()`: one test per name, complete
 * at compile time (the table's type) and at run time. `device_status` must come first on every
 * stream; the `events` filter and the buttons' mode-dependent routing are checked too.
 */
import { Button, ButtonEvent, EVENT_NAMES, HampPlayState } from '@glide/handy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventCases, runEventCase } from './events/all-cases';
import { NOT_CAUSABLE, isCausable, type CausableEvent } from './events/event-case';
import { startHarness, type Harness } from './support/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterEach(() => h.closeStreams());
afterAll(async () => {
  await h.close();
});

describe('every SSE event arrives typed', () => {
  // Each name once; `runCase` keeps the name and its case's payload type together.
  const run = <N extends CausableEvent>(name: N) =>
    it(name, () => runEventCase(h, name, eventCases[name]));
  for (const name of EVENT_NAMES) if (isCausable(name)) run(name);

  it('covers every name of EVENT_NAMES except the ones the emulator cannot cause', () => {
    expect([...Object.keys(eventCases), ...NOT_CAUSABLE].sort()).toEqual([...EVENT_NAMES].sort());
  });
});

describe('buttons', () => {
  it('in HAMP, POWER and UP act on the device (hamp_state_changed), others stay button_event', async () => {
    const key = await h.newDevice('buttonsHamp');
    const device = h.client.device(key);
    await device.hamp.start();
    const log = h.events({ connectionKey: key });
    await log.next('device_status');
    await h.control.pressButton(key, 'UP');
    expect((await log.next('hamp_state_changed')).data).toMatchObject({ velocity: 0.1 });
    await h.control.pressButton(key, 'POWER');
    await log.next('hamp_state_changed', (d) => d.play_state === HampPlayState.STOPPED);
    await h.control.pressButton(key, 'LEFT');
    expect((await log.next('button_event')).data).toEqual({
      button: Button.LEFT,
      event: ButtonEvent.SHORT_PRESS,
    });
    expect(log.all('button_event')).toHaveLength(1);
    expect((await device.hamp.state()).play_state).toBe(HampPlayState.STOPPED);
  });
});

describe('the events filter', () => {
  it('delivers only the asked events (device_status always first)', async () => {
    const key = await h.newDevice('filter');
    const log = h.events({ connectionKey: key, events: ['battery_changed', 'temp_high'] });
    await log.next('device_status');
    await h.control.setSliderBlocked(key, true);
    await h.control.wifiScan(key, 3);
    await h.control.setBattery(key, 0.5);
    await h.control.setTemperature(key, 90);
    // Events arrive in order on one stream, so the unwanted ones would have come before temp_high.
    await log.next('temp_high');
    expect(log.names()).toEqual(['device_status', 'battery_changed', 'temp_high']);
  });

  it('an offline device still gets device_status, with connected false', async () => {
    const key = await h.newDevice('filterOff', { online: false });
    const log = h.events({ connectionKey: key, events: ['device_connected'] });
    const status = await log.next('device_status');
    expect(status.data.connected).toBe(false);
    await h.control.setOnline(key, true);
    expect((await log.next('device_connected')).data.connected).toBe(true);
  });

  it('a channel reference (no device behind it yet) gets device_status, with connected false', async () => {
    const log = h.events({ connectionKey: 'chref:abcde12345' });
    const status = await log.next('device_status');
    expect(status.data).toEqual({ connected: false });
  });
});

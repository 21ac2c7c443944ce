import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../testing/fake-devices';
import { StrokeZoneControl } from './stroke-zone';
import { millimetresAt, strokeZoneOf } from './stroke-zone-values';

setUpPageTests();

/** `/hamp` as the route table has it: a device page with multicast. */
const HAMP_ROUTE = {
  path: '/hamp',
  handle: { titleKey: 'hamp', app: true, multicastSupport: true },
} as const;

const bottom = () => screen.getByRole('slider', { name: 'Bottom of the stroke zone' });
const top = () => screen.getByRole('slider', { name: 'Top of the stroke zone' });
const isZone = (body: unknown): body is { min: number; max: number } =>
  typeof body === 'object' &&
  body !== null &&
  typeof Reflect.get(body, 'min') === 'number' &&
  typeof Reflect.get(body, 'max') === 'number';
const millimetres = () => screen.getByTestId('stroke-zone-mm').textContent;

/** A connected Handy whose stroke zone is 10–90 % (10–90 mm), with the control rendered. */
async function connectedZone(stroke = { min: 0.1, max: 0.9, min_absolute: 10, max_absolute: 90 }) {
  const devices = fakeDevices();
  devices.client.answers.stroke = stroke;
  await devices.connect('ZoneKey1');
  renderRoute(<StrokeZoneControl />, HAMP_ROUTE);
  await screen.findByRole('slider', { name: 'Bottom of the stroke zone' });
  return devices;
}

describe('StrokeZoneControl', () => {
  it('shows the device’s zone as two labelled thumbs, with its millimetres', async () => {
    await connectedZone();
    expect(bottom().getAttribute('aria-valuenow')).toBe('10');
    expect(bottom().getAttribute('aria-valuetext')).toBe('10 %');
    expect(top().getAttribute('aria-valuenow')).toBe('90');
    expect(top().getAttribute('aria-valuetext')).toBe('90 %');
    expect(millimetres()).toBe('10–90 mm of the slider');
  });

  it('sends a moved thumb as the slider’s stroke and shows the device’s answer', async () => {
    const devices = await connectedZone();
    bottom().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .poll(() => devices.calls.map((call) => [call.method, call.path, call.body]))
      .toEqual([['PUT', '/slider/stroke', { min: 0.11, max: 0.9 }]]);
    await expect.poll(millimetres).toBe('11–90 mm of the slider');
    top().focus();
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => devices.calls.at(-1)?.body).toEqual({ min: 0.11, max: 0.8 });
    await expect.poll(millimetres).toBe('11–80 mm of the slider');
    expect(top().getAttribute('aria-valuenow')).toBe('80');
  });

  it('sends only the newest zone while the device is still answering', async () => {
    const devices = await connectedZone();
    devices.hold('/slider/stroke');
    top().focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(devices.calls.map((call) => call.body)).toEqual([{ min: 0.1, max: 0.89 }]);
    // The thumb shows the newest choice while the device answers.
    expect(top().getAttribute('aria-valuenow')).toBe('87');
    devices.release('/slider/stroke');
    await expect
      .poll(() => devices.calls.map((call) => call.body))
      .toEqual([
        { min: 0.1, max: 0.89 },
        { min: 0.1, max: 0.87 },
      ]);
    await expect.poll(millimetres).toBe('10–87 mm of the slider');
  });

  it('keeps the bottom below the top', async () => {
    const devices = await connectedZone({
      min: 0.5,
      max: 0.51,
      min_absolute: 50,
      max_absolute: 51,
    });
    bottom().focus();
    await userEvent.keyboard('{ArrowRight}');
    top().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(devices.calls).toEqual([]);
    expect(bottom().getAttribute('aria-valuenow')).toBe('50');
    expect(top().getAttribute('aria-valuenow')).toBe('51');
    // Pushed past the other thumb, the values stay ordered: every zone sent has min < max.
    bottom().focus();
    await userEvent.keyboard('{End}');
    await expect.poll(() => devices.calls.length).toBeGreaterThan(0);
    for (const call of devices.calls) {
      if (!isZone(call.body)) throw new Error(`Not a stroke zone: ${JSON.stringify(call.body)}`);
      expect(call.body.min).toBeLessThan(call.body.max);
    }
    expect(Number(bottom().getAttribute('aria-valuenow'))).toBeLessThan(
      Number(top().getAttribute('aria-valuenow')),
    );
  });

  it('follows a zone changed elsewhere (stroke_changed)', async () => {
    const devices = await connectedZone();
    act(() => {
      devices.client.stream.emit('stroke_changed', {
        min: 0.2,
        max: 0.8,
        min_absolute: 20,
        max_absolute: 80,
      });
    });
    expect(bottom().getAttribute('aria-valuenow')).toBe('20');
    expect(top().getAttribute('aria-valuenow')).toBe('80');
    expect(millimetres()).toBe('20–80 mm of the slider');
  });

  it('is disabled without a device, and on the Oh, which has no stroke zone', async () => {
    const devices = fakeDevices({
      OhKey0001: { info: { hw_model_no: 1, hw_model_name: 'Oh' } },
    });
    const { unmount } = renderRoute(<StrokeZoneControl />, HAMP_ROUTE);
    expect(
      (await screen.findAllByRole('slider')).map((thumb) => thumb.hasAttribute('data-disabled')),
    ).toEqual([true, true]);
    unmount();
    await devices.connect('OhKey0001');
    renderRoute(<StrokeZoneControl />, HAMP_ROUTE);
    expect(await screen.findByText('This device has no stroke zone to set.')).toBeInTheDocument();
    expect(bottom().hasAttribute('data-disabled')).toBe(true);
    expect(top().hasAttribute('data-disabled')).toBe(true);
  });
});

describe('stroke zone values', () => {
  const slider = { min: 0.1, max: 0.9, min_absolute: 11.2, max_absolute: 102 };

  it('reads whole percentages of the zone', () => {
    expect(strokeZoneOf(slider)).toEqual({ minPct: 10, maxPct: 90 });
    expect(strokeZoneOf({ ...slider, min: undefined })).toBeUndefined();
  });

  it('places a percentage on the slider’s scale in millimetres', () => {
    expect(millimetresAt(slider, 10)).toBeCloseTo(11.2, 6);
    expect(millimetresAt(slider, 90)).toBeCloseTo(102, 6);
    expect(millimetresAt(slider, 50)).toBeCloseTo(56.6, 6);
    expect(millimetresAt({ ...slider, max: 0.1 }, 50)).toBeUndefined();
    expect(millimetresAt({ ...slider, max_absolute: undefined }, 50)).toBeUndefined();
  });
});

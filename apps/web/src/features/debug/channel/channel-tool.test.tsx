import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { subscribeDeviceEvents } from '../../../device';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import ChannelTool from './channel-tool';
import { createEventLogStore } from './event-log-store';

setUpPageTests('debug');

const ROUTE = { path: '/debug/channel' } as const;

async function setUp({ keepConnectEvents = false } = {}) {
  const devices = fakeDevices();
  const store = createEventLogStore(subscribeDeviceEvents);
  await devices.connect('Channel01');
  // The connect's own events (the device reporting itself) are left out unless asked for.
  if (!keepConnectEvents) store.clear();
  const download = vi.fn<(fileName: string, text: string, mimeType: string) => void>();
  renderRoute(<ChannelTool store={store} download={download} />, ROUTE);
  const emit = (name: string, payload: unknown) =>
    act(() => devices.client.stream.emit(name, payload));
  return { emit, download };
}

const shownNames = () =>
  [...screen.getByRole('list', { name: 'Events, newest first' }).querySelectorAll('code')].map(
    (code) => code.textContent,
  );

describe('ChannelTool', () => {
  it('shows the events of the connect itself, the connection key never among them', async () => {
    await setUp({ keepConnectEvents: true });
    expect(shownNames()).toContain('device_status');
    expect(document.body.textContent).not.toContain('Channel01');
  });

  it('shows each event as it arrives, newest first, with its time and payload', async () => {
    const { emit } = await setUp();
    expect(screen.getByText(/No events yet/)).toBeInTheDocument();
    emit('battery_changed', { level: 0.5 });
    emit('button_event', { button: 1, event: 2 });
    expect(shownNames()).toEqual(['button_event', 'battery_changed']);
    const list = screen.getByRole('list', { name: 'Events, newest first' });
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('"level": 0.5');
    expect(list.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(screen.getByText('Events kept: 2 (the last 500 at most).')).toBeInTheDocument();
  });

  it('filters by event name', async () => {
    const { emit } = await setUp();
    emit('battery_changed', { level: 0.5 });
    emit('button_event', { button: 1, event: 2 });
    fireEvent.change(screen.getByLabelText('Show events'), { target: { value: 'button_event' } });
    expect(shownNames()).toEqual(['button_event']);
  });

  it('holds the view still while paused and counts what came meanwhile', async () => {
    const { emit } = await setUp();
    emit('battery_changed', { level: 0.5 });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    emit('button_event', { button: 1, event: 2 });
    emit('button_event', { button: 1, event: 3 });
    expect(shownNames()).toEqual(['battery_changed']);
    expect(screen.getByText('Paused. New events since: 2.')).toBeInTheDocument();
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(resume.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(resume);
    expect(shownNames()).toEqual(['button_event', 'button_event', 'battery_changed']);
  });

  it('exports what is shown as JSON and as NDJSON, and clears', async () => {
    const { emit, download } = await setUp();
    emit('battery_changed', { level: 0.5 });
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export NDJSON' }));
    const [json, ndjson] = download.mock.calls;
    expect(json?.[0]).toMatch(/^glide-events-.+\.json$/);
    expect(json?.[2]).toBe('application/json');
    const exported = JSON.parse(json?.[1] ?? '') as unknown;
    expect(exported).toMatchObject([{ name: 'battery_changed', data: { level: 0.5 } }]);
    expect(ndjson?.[0]).toMatch(/\.ndjson$/);
    expect(ndjson?.[1].trimEnd().split('\n')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText(/No events yet/)).toBeInTheDocument();
  });
});

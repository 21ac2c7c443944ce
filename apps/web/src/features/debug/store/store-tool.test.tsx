import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import StoreTool from './store-tool';

setUpPageTests('debug');

const ROUTE = { path: '/debug/channel-store' } as const;

const tree = () => screen.getByRole('region', { name: 'Device state tree' });
const toggle = (name: string) =>
  within(tree()).getByRole('button', { name: new RegExp(`^${name}\\b`) });

describe('StoreTool', () => {
  it('shows the whole state as a tree, live, without the connection key', async () => {
    const devices = fakeDevices();
    renderRoute(<StoreTool />, ROUTE);
    await devices.connect('StoreTool1');
    expect(toggle('device').getAttribute('aria-expanded')).toBe('true');
    expect(tree().textContent).toContain('connected: true');
    expect(tree().textContent).toContain('connectionKey: [redacted]');
    expect(tree().textContent).not.toContain('StoreTool1');
    fireEvent.click(toggle('battery'));
    act(() => devices.client.stream.emit('battery_changed', { level: 0.42 }));
    expect(tree().textContent).toContain('level: 0.42');
  });

  it('opens and closes branches, one by one and all at once', async () => {
    const devices = fakeDevices();
    renderRoute(<StoreTool />, ROUTE);
    await devices.connect('StoreTool1');
    const hamp = toggle('hamp');
    expect(hamp.getAttribute('aria-expanded')).toBe('false');
    expect(tree().textContent).not.toContain('play_state');
    fireEvent.click(hamp);
    expect(toggle('hamp').getAttribute('aria-expanded')).toBe('true');
    expect(tree().textContent).toContain('play_state');
    fireEvent.click(toggle('hamp'));
    expect(toggle('hamp').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(within(tree()).queryAllByRole('button', { expanded: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(tree()).queryAllByRole('button', { expanded: false })).toHaveLength(0);
    expect(toggle('stream').getAttribute('aria-expanded')).toBe('true');
  });
});

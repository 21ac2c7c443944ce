import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import SdkTool from './sdk-tool';

setUpPageTests('debug');

const ROUTE = { path: '/debug/channel-sdk' } as const;

/** The value shown for a fact in the card titled `card`. */
function fact(card: string, label: string): string | null | undefined {
  const section = screen.getByRole('heading', { name: card }).closest('section');
  if (!section) throw new Error(`no card ${card}`);
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('SdkTool', () => {
  it('shows spec §3’s SDK state before any connect', () => {
    fakeDevices();
    renderRoute(<SdkTool />, ROUTE);
    expect(fact('Connection', 'Connect step')).toBe('NOT_CONNECTING');
    expect(fact('Event stream', 'Stream connected')).toBe('No');
    expect(fact('Clock sync', 'Round trip')).toBe('None');
    expect(screen.getByText('No button event since the device connected.')).toBeInTheDocument();
  });

  it('follows the connection, the clock sync and each button event live', async () => {
    const devices = fakeDevices();
    renderRoute(<SdkTool />, ROUTE);
    await devices.connect('SdkTool01');
    expect(fact('Connection', 'Device info read')).toBe('Yes');
    expect(fact('Event stream', 'Stream connected')).toBe('Yes');
    expect(fact('Event stream', 'Stream status')).toBe('Open');
    expect(fact('Clock sync', 'Synced')).toBe('Yes');
    expect(fact('Clock sync', 'Round trip')).toMatch(/^\d+(\.\d)? ms$/);
    act(() => devices.client.stream.emit('button_event', { button: 1, event: 2 }));
    expect(fact('Last button event', 'Button')).toBe('UP');
    expect(fact('Last button event', 'Event')).toBe('SHORT_PRESS');
  });
});

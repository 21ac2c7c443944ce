import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDevices, renderRoute, setUpPageTests } from '../../../device/testing/fake-devices';
import { StreamPanel } from './stream-panel';

setUpPageTests('debug');

const ROUTE = { path: '/debug/channel' } as const;
const KEY = 'Stream01';

describe('StreamPanel', () => {
  it('sets up a stream by reference, plays it at server time and stops it', async () => {
    const devices = fakeDevices();
    await devices.connect(KEY);
    renderRoute(<StreamPanel />, ROUTE);
    const phase = screen.getByTestId('stream-phase');
    expect(phase.textContent).toBe('Not set up');
    expect(screen.getByRole('button', { name: 'Play the stream' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.change(screen.getByLabelText('Stream reference'), {
      target: { value: ' 01HSTREAM ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set up the stream' }));
    expect(await screen.findByText('Set up')).toBeInTheDocument();
    const calls = () => devices.calls.filter((call) => call.path.startsWith('/stream/'));
    expect(calls()[0]).toMatchObject({
      method: 'PUT',
      path: '/stream/setup',
      key: KEY,
      body: { stream_ref: '01HSTREAM' },
    });

    fireEvent.change(screen.getByLabelText('Start at stream time (ms)'), {
      target: { value: '1500' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play the stream' }));
    expect(await screen.findByText('Playing')).toBeInTheDocument();
    expect(screen.getByText('PLAYING')).toBeInTheDocument();
    const play = calls()[1];
    expect(play).toMatchObject({ path: '/stream/play', body: { start_time: 1500 } });
    // The server time is the browser's clock moved by the client clock sync's offset.
    expect(typeof (play?.body as { server_time?: unknown }).server_time).toBe('number');

    fireEvent.click(screen.getByRole('button', { name: 'Stop the stream' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(calls().at(-1)).toMatchObject({ path: '/stream/stop' });
  });

  it('refuses a reference that is not one', () => {
    fakeDevices();
    renderRoute(<StreamPanel />, ROUTE);
    fireEvent.change(screen.getByLabelText('Stream reference'), { target: { value: 'a b' } });
    expect(screen.getByText(/letters, digits, - and _ only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up the stream' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

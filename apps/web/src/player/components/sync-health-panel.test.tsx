import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SyncHealthPanel } from './sync-health-panel';
import { playingStatus } from './testing/statuses';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();

const WIDE_PX = window.innerWidth;
afterEach(() => {
  window.innerWidth = WIDE_PX;
});

const verdict = () => screen.getByTestId('sync-verdict').textContent;
/** The delta in the summary line, without its hidden label. */
const delta = () => screen.getByTestId('sync-delta').lastChild?.textContent;
/** The value shown for a term of the details list. */
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('SyncHealthPanel', () => {
  it('without an engine says no script is loaded and cannot resync', () => {
    render(<SyncHealthPanel status={undefined} onResync={() => undefined} />);
    expect(verdict()).toBe('No script loaded');
    expect(screen.getByRole('button', { name: 'Resync now' })).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('sync-delta')).toBeNull();
    expect(fact('Round trip')).toBe('not measured yet');
  });

  it('while the first figures come in says it is measuring', () => {
    render(
      <SyncHealthPanel
        status={playingStatus({ verdict: 'unknown', deltaMs: undefined, roundTripMs: undefined })}
        onResync={() => undefined}
      />,
    );
    expect(verdict()).toBe('Measuring…');
    expect(delta()).toBe('not measured yet');
    expect(fact('Round trip')).toBe('not measured yet');
  });

  it('in sync: the verdict, the delta in words and the figures', () => {
    render(<SyncHealthPanel status={playingStatus()} onResync={() => undefined} />);
    expect(verdict()).toBe('In sync');
    expect(fact('Transport')).toBe('Streamed from this browser (HSP)');
    expect(delta()).toBe('device 12 ms behind');
    expect(fact('Clock offset')).toBe('+3,012 ms');
    expect(fact('Round trip')).toBe('48 ms');
    expect(fact('Buffered ahead')).toBe('42.3 s');
    expect(fact('Points ahead')).toBe('250');
    expect(fact('Resyncs')).toBe('1');
    expect(fact('Requests sent')).toBe('17');
  });

  it('drifting with the device ahead, on the hosted transport (no buffer)', () => {
    render(
      <SyncHealthPanel
        status={playingStatus(
          { verdict: 'drifting', deltaMs: -83.6 },
          { transport: 'hssp', buffer: undefined },
        )}
        onResync={() => undefined}
      />,
    );
    expect(verdict()).toBe('Drifting');
    expect(delta()).toBe('device 84 ms ahead');
    expect(fact('Transport')).toBe('Hosted script (HSSP)');
    expect(screen.queryByText('Buffered ahead')).toBeNull();
  });

  it('lost, and "Resync now" asks for a resync', async () => {
    const onResync = vi.fn();
    render(
      <SyncHealthPanel
        status={playingStatus({ verdict: 'lost', deltaMs: 640 })}
        onResync={onResync}
      />,
    );
    expect(verdict()).toBe('Lost');
    await userEvent.click(screen.getByRole('button', { name: 'Resync now' }));
    expect(onResync).toHaveBeenCalledOnce();
  });

  it('before playing shows where the engine is instead of a verdict', () => {
    const { rerender } = render(
      <SyncHealthPanel
        status={playingStatus({}, { phase: 'uploading' })}
        onResync={() => undefined}
      />,
    );
    expect(verdict()).toBe('Uploading the script…');
    rerender(
      <SyncHealthPanel status={playingStatus({}, { phase: 'error' })} onResync={() => undefined} />,
    );
    expect(verdict()).toBe('Stopped following');
    expect(screen.getByRole('button', { name: 'Resync now' })).toHaveProperty('disabled', true);
  });

  it('without a device says so, instead of preparing a device that is not there', () => {
    const { rerender } = render(
      <SyncHealthPanel
        status={playingStatus({}, { phase: 'preparing' })}
        onResync={() => undefined}
        connected={false}
      />,
    );
    expect(verdict()).toBe('No device connected');
    rerender(
      <SyncHealthPanel
        status={playingStatus({}, { phase: 'preparing' })}
        onResync={() => undefined}
        connected
      />,
    );
    expect(verdict()).toBe('Preparing the device…');
  });

  it('announces the verdict only: it is the one live region', () => {
    const { container } = render(
      <SyncHealthPanel status={playingStatus()} onResync={() => undefined} />,
    );
    const live = container.querySelectorAll('[aria-live]');
    expect(live).toHaveLength(1);
    expect(live[0]?.getAttribute('aria-live')).toBe('polite');
    expect(live[0]?.textContent).toBe('In sync');
  });

  it('on a phone is one line whose details open on demand', async () => {
    window.innerWidth = 360;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    render(<SyncHealthPanel status={playingStatus()} onResync={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details?.hidden).toBe(true);
    expect(delta()).toBe('device 12 ms behind');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details?.hidden).toBe(false);
    expect(fact('Round trip')).toBe('48 ms');
  });

  it('on a wide screen shows the details without a disclosure', () => {
    render(<SyncHealthPanel status={playingStatus()} onResync={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
    expect(fact('Round trip')).toBe('48 ms');
  });
});

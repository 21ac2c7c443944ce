import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OffsetControl, parseOffset } from './offset-control';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();

const field = () => screen.getByRole('textbox', { name: 'Time offset (ms)' });

describe('parseOffset', () => {
  it('reads whole ms with either minus sign, and refuses the rest', () => {
    expect(parseOffset(' 120 ')).toBe(120);
    expect(parseOffset('−80')).toBe(-80);
    expect(parseOffset('+2000')).toBe(2000);
    expect(parseOffset('-2000')).toBe(-2000);
    expect(parseOffset('2001')).toBe('outOfRange');
    expect(parseOffset('12.5')).toBe('notNumber');
    expect(parseOffset('')).toBe('notNumber');
    expect(parseOffset('-')).toBe('notNumber');
  });
});

describe('OffsetControl', () => {
  it('explains which way + moves the device', () => {
    render(<OffsetControl valueMs={0} onChange={() => undefined} />);
    const help = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/^\+ moves the device later/);
  });

  it('applies a valid typed value', async () => {
    const onChange = vi.fn();
    render(<OffsetControl valueMs={0} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '-120');
    expect(onChange).toHaveBeenLastCalledWith(-120);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses text with a translated message once the field is left, and applies nothing', async () => {
    const onChange = vi.fn();
    render(<OffsetControl valueMs={0} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a whole number of milliseconds, such as 120 or −80.',
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an offset beyond ±2000 ms on Enter', async () => {
    const onChange = vi.fn();
    render(<OffsetControl valueMs={0} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '2500{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter an offset from −2,000 to +2,000 ms.');
    expect(onChange).not.toHaveBeenCalledWith(2500);
  });

  it('steps with − and + by the step given, within the range', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<OffsetControl valueMs={0} onChange={onChange} stepMs={25} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move the device 25 ms later' }));
    expect(onChange).toHaveBeenLastCalledWith(25);
    await userEvent.click(screen.getByRole('button', { name: 'Move the device 25 ms earlier' }));
    expect(onChange).toHaveBeenLastCalledWith(-25);
    rerender(<OffsetControl valueMs={1990} onChange={onChange} stepMs={25} />);
    await userEvent.click(screen.getByRole('button', { name: 'Move the device 25 ms later' }));
    expect(onChange).toHaveBeenLastCalledWith(2000);
  });

  it('shows a value changed elsewhere (the offset keys)', async () => {
    function Harness() {
      const [ms, setMs] = useState(0);
      return (
        <>
          <OffsetControl valueMs={ms} onChange={setMs} />
          <button type="button" onClick={() => setMs(ms + 10)}>
            key e
          </button>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'key e' }));
    expect(field()).toHaveProperty('value', '10');
  });
});

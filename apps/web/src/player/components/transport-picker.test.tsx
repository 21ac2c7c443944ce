import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransportPicker } from './transport-picker';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('TransportPicker', () => {
  it('is a named group of two radios that say where the script goes', () => {
    render(<TransportPicker value="hsp" onChange={() => undefined} />);
    expect(
      screen.getByRole('group', { name: 'How the script reaches the device' }),
    ).toBeInTheDocument();
    const hsp = screen.getByRole('radio', { name: 'Streamed (HSP)' });
    const hssp = screen.getByRole('radio', { name: 'Hosted (HSSP)' });
    expect(hsp).toHaveProperty('checked', true);
    expect(hssp).toHaveProperty('checked', false);
    expect(description(hsp)).toBe(
      'The script stays in this browser and is sent to the device in small parts.',
    );
    expect(description(hssp)).toBe(
      "The script is uploaded to the device maker's script host; the server streams it to the device.",
    );
  });

  it('marks the recommended transport in words', () => {
    render(<TransportPicker value="hssp" onChange={() => undefined} recommended="hsp" />);
    expect(screen.getByRole('radio', { name: 'Streamed (HSP) Recommended' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hosted (HSSP)' })).toBeInTheDocument();
  });

  it('reports the choice made', async () => {
    const onChange = vi.fn();
    render(<TransportPicker value="hsp" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Hosted (HSSP)' }));
    expect(onChange).toHaveBeenLastCalledWith('hssp');
  });

  it('locks the choice when disabled', async () => {
    const onChange = vi.fn();
    render(<TransportPicker value="hsp" onChange={onChange} disabled />);
    const hssp = screen.getByRole('radio', { name: 'Hosted (HSSP)' });
    expect(hssp).toHaveProperty('disabled', false);
    expect(hssp.matches(':disabled')).toBe(true);
    await userEvent.click(hssp);
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BufferView } from './buffer-view';
import { BUFFER } from './testing/statuses';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();

const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('BufferView', () => {
  it('shows the buffer ahead, the indexes, the play state in words and a fill bar', () => {
    render(<BufferView buffer={BUFFER} />);
    expect(fact('Points ahead')).toBe('250');
    expect(fact('Time ahead')).toBe('42.3 s');
    expect(fact('Last point sent (index)')).toBe('1,200');
    expect(fact('Top-up point (index)')).toBe('1,117');
    expect(fact('Device state')).toBe('Playing');
    expect(fact('Times it ran out of points')).toBe('0');
    const meter = screen.getByRole('meter', { name: 'Buffer fill' });
    expect(meter.getAttribute('aria-valuenow')).toBe('250');
    expect(meter.getAttribute('aria-valuemax')).toBe('4000');
    expect(meter.getAttribute('aria-valuetext')).toBe('250 of 4,000 points');
  });

  it('says when the device starves, and counts it', () => {
    render(<BufferView buffer={{ ...BUFFER, aheadPoints: 0, playState: 4, starvedCount: 2 }} />);
    expect(fact('Device state')).toBe('Out of points');
    expect(fact('Times it ran out of points')).toBe('2');
  });

  it('names a state it does not know by its number', () => {
    render(<BufferView buffer={{ ...BUFFER, playState: 9 }} />);
    expect(fact('Device state')).toBe('Unknown (9)');
  });

  it('before the stream starts: an empty bar and "Not started"', () => {
    render(
      <BufferView buffer={{ ...BUFFER, aheadMs: 0, aheadPoints: 0, maxPoints: 0, playState: 0 }} />,
    );
    expect(fact('Device state')).toBe('Not started');
    expect(screen.getByRole('meter', { name: 'Buffer fill' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
  });
});

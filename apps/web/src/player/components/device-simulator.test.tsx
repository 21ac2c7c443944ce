import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REST_AFTER_FRAMES } from '../../lib/animation-frame';
import { DeviceSimulator } from './device-simulator';
import { installManualFrames } from './testing/manual-frames';
import { setUpPlayerTests } from './testing/set-up-player-tests';

setUpPlayerTests();
const frames = installManualFrames();

const figure = () => screen.getByRole('group', { name: 'Device position' });

describe('DeviceSimulator', () => {
  it('draws the expected position live and writes it in words', () => {
    let pct: number | undefined = 42.4;
    const { container } = render(<DeviceSimulator expectedPct={() => pct} />);
    frames.step();
    expect(figure().textContent).toContain('Script: 42 %');
    const marker = container.querySelector<HTMLElement>('.player-simulator__marker--expected');
    expect(marker?.hidden).toBe(false);
    expect(marker?.style.transform).toBe('translateY(-42.4%)');
    pct = undefined;
    frames.step();
    expect(figure().textContent).toContain('Script: not playing');
    expect(marker?.hidden).toBe(true);
  });

  it('moves the marker on every frame, and writes its value at most four times a second', () => {
    let pct = 10;
    const { container } = render(<DeviceSimulator expectedPct={() => pct} />);
    const marker = container.querySelector<HTMLElement>('.player-simulator__marker--expected');
    frames.step();
    expect(figure().textContent).toContain('Script: 10 %');
    // Frames come every 16 ms, 32 of them here (512 ms): the words change once in each quarter
    // second at most, so two or three times, while the marker moves on every frame.
    const written: string[] = [];
    for (let frame = 1; frame <= 32; frame += 1) {
      pct = 10 + frame;
      frames.step();
      expect(marker?.style.transform).toBe(`translateY(-${pct}%)`);
      written.push(/Script: \d+ %/.exec(figure().textContent)?.[0] ?? '');
    }
    const changes = written.filter((words, i) => words !== (written[i - 1] ?? 'Script: 10 %'));
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.length).toBeLessThanOrEqual(3);
    // What is written is a value the marker had.
    expect(changes.every((words) => /Script: (1[1-9]|[23]\d|4[0-2]) %/.test(words))).toBe(true);
    // Once the marker stands, the last value is written although nothing else moves.
    pct = 50;
    for (let i = 0; i < 16; i += 1) frames.step();
    expect(figure().textContent).toContain('Script: 50 %');
  });

  it('with nothing moving draws once and rests; a clock that runs keeps it on frames', () => {
    const { rerender } = render(<DeviceSimulator expectedPct={() => 30} />);
    for (let i = 0; i <= REST_AFTER_FRAMES; i += 1) frames.step();
    expect(figure().textContent).toContain('Script: 30 %');
    expect(frames.pending()).toBe(0);
    // A hold in a playing script: the position stands still, the clock runs.
    rerender(<DeviceSimulator expectedPct={() => 30} running={() => true} />);
    for (let i = 0; i <= 2 * REST_AFTER_FRAMES; i += 1) frames.step();
    expect(frames.pending()).toBe(1);
  });

  it('adds the device real position as a second, named marker', () => {
    const { container } = render(<DeviceSimulator expectedPct={() => 50} actualPct={() => 47} />);
    frames.step();
    expect(figure().textContent).toContain('Script: 50 %');
    expect(figure().textContent).toContain('Device: 47 %');
    const actual = container.querySelector<HTMLElement>('.player-simulator__marker--actual');
    expect(actual?.textContent).toBe('Device');
    expect(actual?.style.transform).toBe('translateY(-47%)');
  });

  it('says when the device gives no reading', () => {
    render(<DeviceSimulator expectedPct={() => 50} actualPct={() => undefined} />);
    frames.step();
    expect(figure().textContent).toContain('Device: no reading');
  });

  it('shades the stroke zone and names it', () => {
    const { container } = render(
      <DeviceSimulator expectedPct={() => 0} strokeZone={{ minPct: 10, maxPct: 85 }} />,
    );
    expect(figure().textContent).toContain('Stroke zone: 10–85 %');
    const zone = container.querySelector<HTMLElement>('.player-simulator__zone');
    expect([zone?.style.bottom, zone?.style.height]).toEqual(['10%', '75%']);
  });

  it('without an emulator reading draws one marker only', () => {
    const { container } = render(<DeviceSimulator expectedPct={() => 0} />);
    expect(container.querySelector('.player-simulator__marker--actual')).toBeNull();
  });

  it('without a script draws the device alone', () => {
    const { container } = render(<DeviceSimulator actualPct={() => 30} />);
    frames.step();
    expect(container.querySelector('.player-simulator__marker--expected')).toBeNull();
    expect(figure().textContent).toContain('Device: 30 %');
    expect(figure().textContent).not.toContain('Script');
  });

  it('writes the speed of automatic stroking and draws it as a gauge', () => {
    const { container } = render(
      <DeviceSimulator strokeZone={{ minPct: 20, maxPct: 60 }} speedPct={42.4} />,
    );
    expect(figure().textContent).toContain('Speed: 42 %');
    const fill = container.querySelector<HTMLElement>('.player-simulator__speed-fill');
    expect(fill?.style.width).toBe('42.4%');
  });

  it('shows no speed where the device follows a script', () => {
    const { container } = render(<DeviceSimulator expectedPct={() => 10} />);
    expect(figure().textContent).not.toContain('Speed');
    expect(container.querySelector('.player-simulator__speed')).toBeNull();
  });
});

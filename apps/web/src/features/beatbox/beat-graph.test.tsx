import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BEAT_PRESETS, beatCycle, EMPTY_CYCLE, type PatternCycle } from '@glide/core';
import { startTestI18n } from '../../i18n/test-i18n';
import { installManualFrames } from '../../player/components/testing/manual-frames';
import { BeatGraph } from './beat-graph';

beforeAll(async () => {
  await startTestI18n();
  await i18next.loadNamespaces('beatbox');
});
afterEach(cleanup);
const frames = installManualFrames();

/** "Steady": full strokes, 100 % and 0 % in turn on ten 250 ms columns. */
function steady(): PatternCycle {
  const preset = BEAT_PRESETS.find((p) => p.id === 'steady');
  if (!preset) throw new Error('the "steady" preset is gone');
  return beatCycle(preset.beat);
}
const STEADY = steady();

const picture = () => screen.getByRole('img');
const line = () => picture().querySelector('polyline')?.getAttribute('points');
const playhead = () => document.querySelector<HTMLElement>('.beat-graph__playhead');
const dot = () => document.querySelector<HTMLElement>('.beat-graph__dot-track');

describe('BeatGraph: the drawing', () => {
  it('is a picture named by the loop’s length and its moves, with a grid line per column', () => {
    render(<BeatGraph cycle={STEADY} columns={10} playheadMs={() => undefined} />);
    expect(picture().getAttribute('aria-label')).toBe('Motion of the beat: 2.5 s loop, 10 moves');
    expect(line()).toBe(
      '0,0 100,100 200,0 300,100 400,0 500,100 600,0 700,100 800,0 900,100 1000,0',
    );
    const lines = [...picture().querySelectorAll('line')];
    const vertical = lines.filter((l) => l.getAttribute('x1') === l.getAttribute('x2'));
    expect(vertical.map((l) => l.getAttribute('x1'))).toEqual([
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
    ]);
  });

  it('closes the loop across the wrap as the device does', () => {
    const cycle: PatternCycle = {
      points: [
        { t: 500, x: 0 },
        { t: 1500, x: 100 },
      ],
      periodMs: 2000,
    };
    render(<BeatGraph cycle={cycle} columns={4} playheadMs={() => undefined} />);
    // At the loop's start the device is halfway from the last point (100) to the first (0).
    expect(line()).toBe('0,50 250,100 750,0 1000,50');
    expect(picture().getAttribute('aria-label')).toBe('Motion of the beat: 2 s loop, 2 moves');
  });

  it('says so when the beat holds one position', () => {
    const cycle = { points: [{ t: 0, x: 40 }], periodMs: 1250 };
    render(<BeatGraph cycle={cycle} columns={5} playheadMs={() => undefined} />);
    expect(picture().getAttribute('aria-label')).toBe(
      'Motion of the beat: 1.25 s loop, holding one position',
    );
    expect(line()).toBe('0,60 1000,60');
  });

  it('writes the numbers the page language’s way', async () => {
    await i18next.changeLanguage('fr-FR');
    try {
      render(<BeatGraph cycle={STEADY} columns={10} playheadMs={() => undefined} />);
      expect(picture().getAttribute('aria-label')).toBe(
        'Mouvement du beat : boucle de 2,5 s, 10 mouvements',
      );
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('is a sentence, and asks for no frames, while no cell is on', () => {
    const nothing = { points: [], periodMs: 2500 };
    const { rerender } = render(<BeatGraph cycle={nothing} columns={10} playheadMs={() => 0} />);
    expect(screen.getByText('Turn on some cells to draw the motion.').tagName).toBe('P');
    expect(screen.queryByRole('img')).toBeNull();
    expect(frames.pending()).toBe(0);
    rerender(<BeatGraph cycle={EMPTY_CYCLE} columns={10} playheadMs={() => 0} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('BeatGraph: the playhead', () => {
  it('follows the device each frame, through every loop, and hides when not playing', () => {
    let atMs: number | undefined;
    render(<BeatGraph cycle={STEADY} columns={10} playheadMs={() => atMs} />);
    frames.step();
    expect(playhead()?.hidden).toBe(true);
    atMs = 625;
    frames.step();
    expect(playhead()?.hidden).toBe(false);
    expect(playhead()?.style.transform).toBe('translateX(25%)');
    // Halfway down from 100 % to 0 %.
    expect(dot()?.style.transform).toBe('translateY(50%)');
    atMs = 2500 * 3 + 250;
    frames.step();
    expect(playhead()?.style.transform).toBe('translateX(10%)');
    expect(dot()?.style.transform).toBe('translateY(100%)');
    atMs = undefined;
    frames.step();
    expect(playhead()?.hidden).toBe(true);
  });

  it('steps from column to column with reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<BeatGraph cycle={STEADY} columns={10} playheadMs={() => 625} />);
    frames.step();
    expect(playhead()?.style.transform).toBe('translateX(20%)');
    expect(dot()?.style.transform).toBe('translateY(0%)');
  });

  it('stops asking for frames once gone', () => {
    const { unmount } = render(
      <BeatGraph cycle={STEADY} columns={10} playheadMs={() => undefined} />,
    );
    expect(frames.pending()).toBe(1);
    unmount();
    expect(frames.pending()).toBe(0);
  });
});

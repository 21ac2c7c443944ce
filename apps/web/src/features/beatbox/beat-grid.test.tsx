import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { BeatCell } from '@glide/core';
import { startTestI18n } from '../../i18n/test-i18n';
import { BeatGrid, type BeatGridProps } from './beat-grid';

beforeAll(async () => {
  await startTestI18n();
  await i18next.loadNamespaces('beatbox');
});
afterEach(cleanup);

type Change = Mock<(next: BeatCell[]) => void>;

/** The grid as a page holds it: the cells it reports come back as its props. */
function Editor({
  initial = [],
  spy,
  ...props
}: Partial<BeatGridProps> & { initial?: BeatCell[]; spy: Change }) {
  const [cells, setCells] = useState<readonly BeatCell[]>(initial);
  return (
    <BeatGrid
      rows={3}
      columns={4}
      rowHeightPx={44}
      label="Beat"
      cells={cells}
      onChange={(next) => {
        spy(next);
        setCells(next);
      }}
      {...props}
    />
  );
}

const cell = (percent: number, step: number) =>
  screen.getByRole('gridcell', { name: `Position ${percent} %, step ${step}` });
const selected = (element: HTMLElement) => element.getAttribute('aria-selected');
const focusedName = () => document.activeElement?.getAttribute('aria-label');
const tabStops = () => screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0);

describe('BeatGrid: roles and names', () => {
  it('is a named grid of rows labelled by their position, each cell named by position and step', () => {
    render(<Editor spy={vi.fn()} initial={[{ row: 1, column: 2 }]} />);
    const grid = screen.getByRole('grid', { name: 'Beat' });
    expect(grid.getAttribute('aria-rowcount')).toBe('3');
    expect(grid.getAttribute('aria-colcount')).toBe('5');
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    const rows = within(grid).getAllByRole('row');
    expect(screen.getByRole('row', { name: '50 %' })).toBe(rows[1]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '100 %',
      '50 %',
      '0 %',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('gridcell')).toHaveLength(4);
    expect(selected(cell(50, 3))).toBe('true');
    expect(selected(cell(100, 1))).toBe('false');
    // On is also a shape, not only a colour.
    expect(cell(50, 3).querySelector('.beat-grid__mark')).not.toBeNull();
    expect(cell(100, 1).querySelector('.beat-grid__mark')).toBeNull();
    const help = document.getElementById(grid.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toContain('Space or Enter turns the cell on or off');
  });

  it('names cells in the page language', async () => {
    await i18next.changeLanguage('de');
    try {
      render(<Editor spy={vi.fn()} />);
      expect(
        screen.getByRole('gridcell', { name: 'Position 50 %, Schritt 2' }).getAttribute('role'),
      ).toBe('gridcell');
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

describe('BeatGrid: keyboard', () => {
  it('is one tab stop whose arrows, Home, End, Page keys and Ctrl+Home/End move the focus', async () => {
    render(<Editor spy={vi.fn()} />);
    expect(tabStops()).toEqual([cell(100, 1)]);
    await userEvent.tab();
    expect(focusedName()).toBe('Position 100 %, step 1');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(focusedName()).toBe('Position 50 %, step 2');
    expect(tabStops()).toEqual([cell(50, 2)]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}{ArrowLeft}');
    expect(focusedName()).toBe('Position 100 %, step 1');
    await userEvent.keyboard('{End}');
    expect(focusedName()).toBe('Position 100 %, step 4');
    await userEvent.keyboard('{PageDown}');
    expect(focusedName()).toBe('Position 0 %, step 4');
    await userEvent.keyboard('{Home}');
    expect(focusedName()).toBe('Position 0 %, step 1');
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focusedName()).toBe('Position 0 %, step 4');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focusedName()).toBe('Position 100 %, step 1');
    // Leaving and coming back lands on the last focused cell.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(focusedName()).toBe('Position 100 %, step 2');
  });

  it('toggles the focused cell with Space and Enter, once per press however long it is held', async () => {
    const spy: Change = vi.fn();
    render(<Editor spy={spy} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(spy).toHaveBeenLastCalledWith([{ row: 0, column: 0 }]);
    expect(selected(cell(100, 1))).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith([
      { row: 0, column: 0 },
      { row: 1, column: 0 },
    ]);
    await userEvent.keyboard('{Enter}');
    expect(selected(cell(50, 1))).toBe('false');
    expect(spy).toHaveBeenCalledTimes(3);
    // A held key repeats: the repeats are taken (no page scroll) but toggle nothing.
    const repeat = fireEvent.keyDown(cell(50, 1), { key: ' ', repeat: true });
    expect(repeat).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('leaves keys it does not use to the page, and takes those it does', () => {
    render(<Editor spy={vi.fn()} />);
    expect(fireEvent.keyDown(cell(100, 1), { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(cell(100, 1), { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(fireEvent.keyDown(cell(100, 1), { key: 'ArrowLeft' })).toBe(false);
  });
});

describe('BeatGrid: pointer', () => {
  /** Where each cell is, for the stubbed hit test: x = 100 + 10 × column, y = 10 × row. */
  const at = (row: number, column: number) => ({ clientX: 100 + 10 * column, clientY: 10 * row });
  const primary = { pointerId: 7, isPrimary: true, button: 0 };
  const capture = vi.fn<(pointerId: number) => void>();

  beforeEach(() => {
    // jsdom has no layout: the hit test and the capture are stubbed to the cells' made-up places.
    document.elementFromPoint = (x: number, y: number) =>
      document.querySelector(`[data-row="${y / 10}"][data-column="${(x - 100) / 10}"]`);
    capture.mockClear();
    Element.prototype.setPointerCapture = capture;
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'elementFromPoint');
    Reflect.deleteProperty(Element.prototype, 'setPointerCapture');
  });

  const press = (row: number, column: number) => {
    const target = screen.getAllByRole('gridcell')[row * 4 + column] as HTMLElement;
    fireEvent.pointerDown(target, { ...primary, ...at(row, column) });
  };
  const move = (row: number, column: number) =>
    fireEvent.pointerMove(screen.getByRole('grid'), { ...primary, ...at(row, column) });
  const release = () => fireEvent.pointerUp(screen.getByRole('grid'), primary);

  it('toggles a cell on a click, and focuses it', async () => {
    const spy: Change = vi.fn();
    render(<Editor spy={spy} />);
    await userEvent.click(cell(50, 2));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith([{ row: 1, column: 1 }]);
    expect(focusedName()).toBe('Position 50 %, step 2');
    expect(tabStops()).toEqual([cell(50, 2)]);
    await userEvent.click(cell(50, 2));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('toggles on a click without a press, as assistive technology sends', () => {
    const spy: Change = vi.fn();
    render(<Editor spy={spy} />);
    fireEvent.click(cell(0, 4));
    expect(spy).toHaveBeenLastCalledWith([{ row: 2, column: 3 }]);
  });

  it('paints every cell a drag passes, including those a quick move skipped', () => {
    const spy: Change = vi.fn();
    render(<Editor spy={spy} />);
    press(0, 0);
    expect(capture).toHaveBeenCalledWith(7);
    move(0, 0);
    move(1, 1);
    move(1, 3);
    release();
    expect(spy.mock.calls.map(([next]) => next.length)).toEqual([1, 2, 3, 4]);
    expect(spy).toHaveBeenLastCalledWith([
      { row: 0, column: 0 },
      { row: 1, column: 1 },
      { row: 1, column: 2 },
      { row: 1, column: 3 },
    ]);
    // After the release, moving paints nothing.
    move(2, 0);
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('erases when the drag starts on an on cell, reporting only the cells that change', () => {
    const spy: Change = vi.fn();
    const initial = [
      { row: 0, column: 0 },
      { row: 0, column: 2 },
      { row: 2, column: 3 },
    ];
    render(<Editor spy={spy} initial={initial} />);
    press(0, 0);
    move(0, 1);
    move(0, 2);
    move(0, 3);
    release();
    expect(spy.mock.calls).toEqual([[initial.slice(1)], [initial.slice(2)]]);
    expect(screen.getAllByRole('gridcell').filter((c) => selected(c) === 'true')).toEqual([
      cell(0, 4),
    ]);
  });

  it('follows one pointer only: a second finger or a right button paints nothing', () => {
    const spy: Change = vi.fn();
    render(<Editor spy={spy} />);
    fireEvent.pointerDown(cell(100, 1), { ...primary, button: 2 });
    fireEvent.pointerDown(cell(100, 1), { ...primary, isPrimary: false });
    expect(spy).not.toHaveBeenCalled();
    press(0, 0);
    fireEvent.pointerMove(screen.getByRole('grid'), { ...primary, pointerId: 8, ...at(0, 1) });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('BeatGrid: playhead and disabled', () => {
  it('marks the column the device is in, in every row, and nothing when not playing', () => {
    const { rerender } = render(
      <BeatGrid rows={3} columns={4} cells={[]} onChange={vi.fn()} rowHeightPx={44} label="B" />,
    );
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
    rerender(
      <BeatGrid
        rows={3}
        columns={4}
        cells={[]}
        onChange={vi.fn()}
        rowHeightPx={44}
        label="B"
        playheadColumn={2}
      />,
    );
    const current = screen
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('aria-current') === 'time');
    expect(current).toEqual([cell(100, 3), cell(50, 3), cell(0, 3)]);
    expect(current.every((c) => c.classList.contains('beat-grid__cell--playhead'))).toBe(true);
    expect(cell(100, 2).classList.contains('beat-grid__cell--playhead')).toBe(false);
  });

  it('when disabled can be read and moved through but not changed', async () => {
    const spy: Change = vi.fn();
    render(<Editor spy={spy} disabled initial={[{ row: 0, column: 0 }]} />);
    const grid = screen.getByRole('grid', { name: 'Beat' });
    expect(grid.getAttribute('aria-disabled')).toBe('true');
    // A press still focuses the cell it lands on, and the keys still move.
    await userEvent.click(cell(100, 2));
    fireEvent.click(cell(100, 3));
    await userEvent.keyboard(' {Enter}{ArrowRight}');
    expect(focusedName()).toBe('Position 100 %, step 3');
    expect(tabStops()).toEqual([cell(100, 3)]);
    fireEvent.pointerDown(cell(100, 1), { pointerId: 1, isPrimary: true });
    fireEvent.pointerMove(grid, { pointerId: 1, isPrimary: true });
    expect(spy).not.toHaveBeenCalled();
    expect(selected(cell(100, 1))).toBe('true');
    const help = document.getElementById(grid.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(
      'The grid cannot be changed now. Arrow keys move between cells.',
    );
  });

  it('keeps its tab stop inside the grid when the grid shrinks', async () => {
    const spy: Change = vi.fn();
    const { rerender } = render(<Editor spy={spy} />);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    rerender(<Editor spy={spy} rows={2} columns={2} />);
    expect(tabStops()).toEqual([screen.getByRole('gridcell', { name: 'Position 0 %, step 2' })]);
  });
});

import { describe, expect, it } from 'vitest';
import { clampCell, gridKeyAction, type GridKeyPress } from './beat-grid-keys';

const GRID = { rows: 10, columns: 8 };
const plain = (key: string, extra: Partial<GridKeyPress> = {}): GridKeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...extra,
});
const moveTo = (row: number, column: number) => ({ kind: 'move', to: { row, column } });

describe('gridKeyAction', () => {
  const middle = { row: 4, column: 3 };

  it.each([
    ['ArrowUp', moveTo(3, 3)],
    ['ArrowDown', moveTo(5, 3)],
    ['ArrowLeft', moveTo(4, 2)],
    ['ArrowRight', moveTo(4, 4)],
    ['Home', moveTo(4, 0)],
    ['End', moveTo(4, 7)],
    ['PageUp', moveTo(0, 3)],
    ['PageDown', moveTo(9, 3)],
    [' ', { kind: 'toggle' }],
    ['Enter', { kind: 'toggle' }],
  ])('%j from the middle', (key, action) => {
    expect(gridKeyAction(plain(key), middle, GRID)).toEqual(action);
  });

  it('goes to the grid’s first and last cell with Ctrl (or Cmd) and Home/End', () => {
    expect(gridKeyAction(plain('Home', { ctrlKey: true }), middle, GRID)).toEqual(moveTo(0, 0));
    expect(gridKeyAction(plain('End', { ctrlKey: true }), middle, GRID)).toEqual(moveTo(9, 7));
    expect(gridKeyAction(plain('End', { metaKey: true }), middle, GRID)).toEqual(moveTo(9, 7));
  });

  it('stops at the edges, still taking the key', () => {
    expect(gridKeyAction(plain('ArrowUp'), { row: 0, column: 0 }, GRID)).toEqual(moveTo(0, 0));
    expect(gridKeyAction(plain('ArrowLeft'), { row: 0, column: 0 }, GRID)).toEqual(moveTo(0, 0));
    expect(gridKeyAction(plain('ArrowDown'), { row: 9, column: 7 }, GRID)).toEqual(moveTo(9, 7));
    expect(gridKeyAction(plain('ArrowRight'), { row: 9, column: 7 }, GRID)).toEqual(moveTo(9, 7));
  });

  it('leaves other keys and the browser’s and screen readers’ combinations alone', () => {
    for (const press of [
      plain('Escape'),
      plain('Tab'),
      plain('a'),
      plain('ArrowRight', { altKey: true }),
      plain('ArrowRight', { shiftKey: true }),
      plain('ArrowRight', { ctrlKey: true }),
      plain(' ', { ctrlKey: true }),
      plain('Enter', { altKey: true }),
    ]) {
      expect(gridKeyAction(press, middle, GRID)).toBeUndefined();
    }
  });

  it('moves from the nearest cell when the focus lies outside a grid that shrank', () => {
    expect(gridKeyAction(plain('ArrowLeft'), { row: 20, column: 20 }, GRID)).toEqual(moveTo(9, 6));
  });
});

describe('clampCell', () => {
  it('keeps a cell inside the grid', () => {
    expect(clampCell({ row: 3, column: 2 }, GRID)).toEqual({ row: 3, column: 2 });
    expect(clampCell({ row: 12, column: -1 }, GRID)).toEqual({ row: 9, column: 0 });
    expect(clampCell({ row: 2.7, column: 9 }, GRID)).toEqual({ row: 2, column: 7 });
  });
});

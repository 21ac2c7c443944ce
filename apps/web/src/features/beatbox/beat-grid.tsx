import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { rowPositionPct, type BeatCell } from '@glide/core';
import { clampCell, gridKeyAction } from './beat-grid-keys';
import { cellsBetween, hasCell, withCell } from './beat-grid-paint';
import './beat-grid.css';

/** Props of {@link BeatGrid}. */
export interface BeatGridProps {
  /** Position levels: row 0 is the top (100 %), the last row 0 %. */
  readonly rows: number;
  /** Time steps, left to right. */
  readonly columns: number;
  /** The cells switched on. */
  readonly cells: readonly BeatCell[];
  /** Called with the new cells after each cell that changed (never for an edit that is none). */
  readonly onChange: (next: BeatCell[]) => void;
  /** Height of a row, px; at least 24 (WCAG 2.2's minimum target) is drawn. */
  readonly rowHeightPx: number;
  /** The column the device is in while playing (highlighted); undefined when not playing. */
  readonly playheadColumn?: number;
  /** The grid's accessible name. */
  readonly label: string;
  /** Cells can be read and focused, not changed. */
  readonly disabled?: boolean;
}

/** WCAG 2.2's 2.5.8 minimum target: 24 × 24 px. */
const MIN_TARGET_PX = 24;

interface Drag {
  readonly pointerId: number;
  /** What every cell the drag passes becomes: the opposite of what the first cell was. */
  readonly active: boolean;
  last: BeatCell;
}

const cellKey = (cell: BeatCell) => `${cell.row}:${cell.column}`;

/** The grid cell an element belongs to, read from its data attributes. */
function cellOf(target: EventTarget | null, grid: HTMLElement | null): BeatCell | undefined {
  if (!(target instanceof Element) || !grid) return undefined;
  const element = target.closest<HTMLElement>('[role="gridcell"]');
  if (!element || !grid.contains(element)) return undefined;
  const row = Number(element.dataset.row);
  const column = Number(element.dataset.column);
  return Number.isInteger(row) && Number.isInteger(column) ? { row, column } : undefined;
}

/**
 * The beat editor's grid: position levels (rows, 100 % at the top) by time steps (columns), each
 * cell on or off. A WAI-ARIA grid: one tab stop, arrows move, Space or Enter toggles, and every
 * cell says its position, its step and (as "selected") whether it is on. A press toggles a cell;
 * press and drag paints every cell passed with the value the first cell took, by mouse, pen or
 * touch. An on cell is filled and carries a dot, so its state never rests on colour alone.
 */
export function BeatGrid({
  rows,
  columns,
  cells,
  onChange,
  rowHeightPx,
  playheadColumn,
  label,
  disabled = false,
}: BeatGridProps) {
  const { t, i18n } = useTranslation('beatbox');
  const id = useId();
  const helpId = `${id}help`;
  const gridRef = useRef<HTMLDivElement>(null);
  const [focusCell, setFocusCell] = useState<BeatCell>({ row: 0, column: 0 });
  const tabStop = clampCell(focusCell, { rows, columns });
  // Edits build on the last cells reported, not on the props: a drag can report several cells
  // before the page renders the first one back.
  const latest = useRef(cells);
  useLayoutEffect(() => {
    latest.current = cells;
  }, [cells]);
  const drag = useRef<Drag | undefined>(undefined);

  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const on = useMemo(() => new Set(cells.map(cellKey)), [cells]);

  const set = (cell: BeatCell, active: boolean) => {
    const next = withCell(latest.current, cell, active, { rows, columns });
    if (!next) return;
    latest.current = next;
    onChange(next);
  };
  const toggle = (cell: BeatCell) => set(cell, !hasCell(latest.current, cell));
  const elementOf = (cell: BeatCell) =>
    gridRef.current?.querySelector<HTMLElement>(
      `[data-row="${cell.row}"][data-column="${cell.column}"]`,
    );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = cellOf(event.target, gridRef.current) ?? tabStop;
    const action = gridKeyAction(event, at, { rows, columns });
    if (!action) return;
    // Handled keys never scroll the page nor reach the player's Space (it skips prevented keys).
    event.preventDefault();
    if (action.kind === 'toggle') {
      // Held Space or Enter toggles once, not on every repeat.
      if (!event.repeat && !disabled) toggle(at);
      return;
    }
    elementOf(action.to)?.focus();
  };

  // However a cell got the focus (a key, a press, a screen reader), it becomes the tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target, gridRef.current);
    if (cell && (cell.row !== tabStop.row || cell.column !== tabStop.column)) setFocusCell(cell);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || !event.isPrimary || event.button !== 0) return;
    const cell = cellOf(event.target, gridRef.current);
    if (!cell) return;
    // No mouse-down default: it would select text during the drag and, with the capture below, send
    // focus to the grid's container instead of the cell; the cell is focused here instead.
    event.preventDefault();
    elementOf(cell)?.focus({ preventScroll: true });
    const active = !hasCell(latest.current, cell);
    drag.current = { pointerId: event.pointerId, active, last: cell };
    // Captured, the moves keep coming when the pointer leaves a cell (touch captures to the first
    // cell by itself); the cell under the pointer is found by its coordinates.
    event.currentTarget.setPointerCapture(event.pointerId);
    set(cell, active);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const under = document.elementFromPoint(event.clientX, event.clientY);
    const cell = cellOf(under, gridRef.current);
    if (!cell || cellKey(cell) === cellKey(current.last)) return;
    for (const passed of cellsBetween(current.last, cell)) set(passed, current.active);
    current.last = cell;
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = undefined;
  };

  // A click without a pointer press (detail 0) comes from assistive technology activating the
  // cell, or from `element.click()`; a pointer's own click was handled when it was pressed.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.detail !== 0 || disabled) return;
    const cell = cellOf(event.target, gridRef.current);
    if (cell) toggle(cell);
  };

  const style = {
    '--beat-grid-columns': columns,
    '--beat-grid-row-height': `${Math.max(MIN_TARGET_PX, rowHeightPx)}px`,
  } as CSSProperties;

  return (
    <>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-describedby={helpId}
        aria-rowcount={rows}
        aria-colcount={columns + 1}
        aria-multiselectable
        aria-disabled={disabled || undefined}
        className="beat-grid"
        style={style}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onClick={onClick}
      >
        {Array.from({ length: rows }, (_, row) => {
          const percent = number.format(rowPositionPct(row, rows));
          return (
            // A row is named by its position alone, not by all of its cells' names.
            <div
              key={row}
              role="row"
              aria-rowindex={row + 1}
              aria-labelledby={`${id}row${row}`}
              className="beat-grid__row"
            >
              <div
                id={`${id}row${row}`}
                role="rowheader"
                aria-colindex={1}
                className="beat-grid__header"
              >
                {t('grid.position', { percent })}
              </div>
              {Array.from({ length: columns }, (_, column) => {
                const active = on.has(cellKey({ row, column }));
                const playing = column === playheadColumn;
                const focused = row === tabStop.row && column === tabStop.column;
                const classes = ['beat-grid__cell'];
                if (active) classes.push('beat-grid__cell--on');
                if (playing) classes.push('beat-grid__cell--playhead');
                return (
                  <div
                    key={column}
                    role="gridcell"
                    aria-colindex={column + 2}
                    aria-selected={active}
                    aria-label={t('grid.cell', { percent, step: number.format(column + 1) })}
                    // Each row's set has one current cell: the step the device is in.
                    aria-current={playing ? 'time' : undefined}
                    data-row={row}
                    data-column={column}
                    data-playhead={playing || undefined}
                    tabIndex={focused ? 0 : -1}
                    className={classes.join(' ')}
                  >
                    {active && <span className="beat-grid__mark" aria-hidden="true" />}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <p id={helpId} hidden>
        {disabled ? t('grid.helpDisabled') : t('grid.help')}
      </p>
    </>
  );
}

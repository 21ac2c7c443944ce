import type { Action } from '../script/types';
import { simplify } from './simplify';
import {
  invert,
  limitSpeed,
  offsetTime,
  remapRange,
  slowDown,
  type RemapRange,
} from './transforms';

/** One applied fix and its parameters: what a player stores and an exported script names. */
export type Transform =
  | { readonly kind: 'offsetTime'; readonly offsetMs: number }
  | { readonly kind: 'invert' }
  | ({ readonly kind: 'remapRange' } & RemapRange)
  | { readonly kind: 'limitSpeed'; readonly maxPctPerS: number }
  | { readonly kind: 'slowDown'; readonly maxPctPerS: number }
  | { readonly kind: 'simplify'; readonly tolerancePct: number };

/** The kinds of {@link Transform}. */
export type TransformKind = Transform['kind'];

/** Applies one transform. */
export function applyTransform(actions: readonly Action[], transform: Transform): Action[] {
  switch (transform.kind) {
    case 'offsetTime':
      return offsetTime(actions, transform.offsetMs);
    case 'invert':
      return invert(actions);
    case 'remapRange': {
      const { kind: _kind, ...range } = transform;
      return remapRange(actions, range);
    }
    case 'limitSpeed':
      return limitSpeed(actions, transform.maxPctPerS);
    case 'slowDown':
      return slowDown(actions, transform.maxPctPerS);
    case 'simplify':
      return simplify(actions, transform.tolerancePct);
  }
}

/**
 * Applies the transforms in order. Always returns a new array, also for none.
 *
 * @throws RangeError when a transform's parameter is out of range (see each function).
 */
export function applyTransforms(
  actions: readonly Action[],
  transforms: readonly Transform[],
): Action[] {
  return transforms.reduce<Action[]>(
    (current, transform) => applyTransform(current, transform),
    actions.map(({ at, pos }) => ({ at, pos })),
  );
}

/** A number as a note shows it: at most two decimals, no trailing zeros. */
const figure = (value: number) => String(Math.round(value * 100) / 100 + 0);

const bound = (value: number | undefined, fallback: string) =>
  value === undefined ? fallback : figure(value);

function describeOne(transform: Transform): string {
  switch (transform.kind) {
    case 'offsetTime':
      return `offsetTime ${transform.offsetMs > 0 ? '+' : ''}${figure(transform.offsetMs)}ms`;
    case 'invert':
      return 'invert';
    case 'remapRange': {
      const from =
        transform.fromMin === undefined && transform.fromMax === undefined
          ? 'used'
          : `${bound(transform.fromMin, 'min')}-${bound(transform.fromMax, 'max')}`;
      return `remapRange ${from} to ${bound(transform.toMin, '0')}-${bound(transform.toMax, '100')}`;
    }
    case 'limitSpeed':
      return `limitSpeed ${figure(transform.maxPctPerS)}%/s`;
    case 'slowDown':
      return `slowDown ${figure(transform.maxPctPerS)}%/s`;
    case 'simplify':
      return `simplify ${figure(transform.tolerancePct)}%`;
  }
}

/**
 * A compact note naming the transforms, for an exported funscript's metadata:
 * `glide: limitSpeed 350%/s; simplify 2%`. ASCII only, so it survives any editor. `''` for none.
 */
export function describeTransforms(transforms: readonly Transform[]): string {
  return transforms.length === 0 ? '' : `glide: ${transforms.map(describeOne).join('; ')}`;
}

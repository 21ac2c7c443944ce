/**
 * The multi-axis naming convention of MultiFunPlayer and OpenFunscripter: `clip.twist.funscript`
 * (or `clip.R0.funscript`) is the twist axis of `clip.mp4`. Names and TCode 0.3 codes as in
 * MultiFunPlayer's device file (`MultiFunPlayer.device.json`, TCode-0.3).
 */

/** The axes other than the stroke, by their funscript name. */
export type LibraryAxisName =
  'surge' | 'sway' | 'twist' | 'roll' | 'pitch' | 'vib' | 'pump' | 'valve' | 'suck';

/** An axis and its TCode code. */
export interface AxisIdentity {
  readonly axis: LibraryAxisName;
  /** `L1`, `R0`…: the TCode channel. */
  readonly code: string;
}

/** In the order a multi-axis player lists them (TCode channel order). */
const AXES: readonly (AxisIdentity & { readonly names: readonly string[] })[] = [
  { axis: 'surge', code: 'L1', names: ['surge', 'l1'] },
  { axis: 'sway', code: 'L2', names: ['sway', 'l2'] },
  { axis: 'twist', code: 'R0', names: ['twist', 'r0'] },
  { axis: 'roll', code: 'R1', names: ['roll', 'r1'] },
  { axis: 'pitch', code: 'R2', names: ['pitch', 'r2'] },
  { axis: 'vib', code: 'V0', names: ['vib', 'v0'] },
  // TCode 0.2's pump is V1; the code alone is not read as an axis: `clip.v1.funscript` is far more
  // often "version 1" of a script than a pump channel, and a variant must stay pickable.
  { axis: 'pump', code: 'V1', names: ['pump', 'lube'] },
  { axis: 'valve', code: 'A0', names: ['valve', 'a0'] },
  { axis: 'suck', code: 'A1', names: ['suck', 'a1'] },
];

const BY_NAME = new Map<string, AxisIdentity>(
  AXES.flatMap(({ axis, code, names }) => names.map((name) => [name, { axis, code }] as const)),
);

const ORDER = new Map<LibraryAxisName, number>(AXES.map(({ axis }, index) => [axis, index]));

/** Names of the stroke axis itself: `clip.stroke.funscript` and `clip.L0.funscript`. */
const STROKE_NAMES: ReadonlySet<string> = new Set(['stroke', 'l0']);

/** The axis a name suffix stands for (any case), or `undefined` for a name that is not an axis. */
export function axisOfName(name: string): AxisIdentity | undefined {
  return BY_NAME.get(name.toLowerCase());
}

/** Whether a name suffix names the stroke axis (`stroke`, `L0`, any case). */
export function isStrokeAxisName(name: string): boolean {
  return STROKE_NAMES.has(name.toLowerCase());
}

/** Sort rank of an axis: TCode channel order. */
export function axisOrder(axis: LibraryAxisName): number {
  return ORDER.get(axis) ?? ORDER.size;
}

/**
 * A linked device's own part (issue 30): while the linked devices play along, one of them may
 * follow another script of the same video (the library's `.soft` variant for one partner, the main
 * script for the other), its own stroke zone and its own time offset. Glide then streams to it on
 * its own, on the one clock of the video. Pure: the settings come in, what plays goes out.
 */
import { applyTransforms, scriptPlayable, type Script, type ScriptPlayable } from '@glide/core';
import type { Preferences } from '../../preferences';

/** What one linked device plays, as the settings keep it (absent: what the device in use plays). */
export type DevicePart = NonNullable<Preferences['linkedDevices'][number]['part']>;

/** Which script of the video a part follows. */
export type PartScript =
  | { readonly kind: 'main' }
  | { readonly kind: 'variant'; readonly label: string }
  | { readonly kind: 'axis'; readonly axis: string };

/** Reads a part's script as the settings keep it (`main`, `variant:soft`, `axis:surge`). */
export function parsePartScript(value: string): PartScript {
  if (value.startsWith('variant:'))
    return { kind: 'variant', label: value.slice('variant:'.length) };
  if (value.startsWith('axis:')) return { kind: 'axis', axis: value.slice('axis:'.length) };
  return { kind: 'main' };
}

/** A part's script as the settings keep it. */
export function partScriptValue(script: PartScript): string {
  switch (script.kind) {
    case 'main':
      return 'main';
    case 'variant':
      return `variant:${script.label}`;
    case 'axis':
      return `axis:${script.axis}`;
  }
}

/**
 * Whether a device plays a part of its own: another script, a stroke zone or an offset of its own.
 * A part with none of these is the device in use's, played along through the group.
 */
export function hasOwnPart(part: DevicePart | undefined): part is DevicePart {
  if (!part) return false;
  return (
    part.script !== undefined || part.strokeZonePct !== undefined || (part.offsetMs ?? 0) !== 0
  );
}

/**
 * `script` as a part plays it: its positions laid into the part's stroke zone (0–100 onto
 * min–max), named after the file it came from. The zone is the part's own, inside whatever zone
 * the device itself is set to.
 */
export function partPlayable(
  script: Script,
  fileName: string,
  strokeZonePct: readonly [number, number] | undefined,
): ScriptPlayable {
  const [min, max] = strokeZonePct ?? [0, 100];
  const actions =
    min === 0 && max === 100
      ? script.actions
      : applyTransforms(script.actions, [
          { kind: 'remapRange', fromMin: 0, fromMax: 100, toMin: min, toMax: max },
        ]);
  return scriptPlayable(actions === script.actions ? script : { ...script, actions }, {
    name: fileName,
  });
}

/**
 * The pre-flight check of the script about to play, and the transforms the user applies before
 * playing (`@glide/core`'s `preflight` and `applyTransforms`): the player plays, draws and exports
 * the transformed script; the original file is never changed. A new script starts untransformed.
 */
import { useMemo, useState } from 'react';
import {
  applyTransforms,
  preflight,
  type Finding,
  type PreflightContext,
  type Script,
  type Transform,
} from '@glide/core';

/** What {@link usePreflight} gives the page. */
export interface Preflight {
  /** The findings on the script as it will play (transforms applied). */
  readonly findings: readonly Finding[];
  readonly transforms: readonly Transform[];
  /** The script as it will play: the original until a transform is applied. */
  readonly script: Script | undefined;
  readonly apply: (transform: Transform) => void;
  /** Takes back the transform at `index` (and keeps the others, in order). */
  readonly undo: (index: number) => void;
}

/** Checks `original` for `context` and holds the transforms applied to it. */
export function usePreflight(original: Script | undefined, context: PreflightContext): Preflight {
  const [state, setState] = useState<{ of: Script | undefined; transforms: Transform[] }>({
    of: original,
    transforms: [],
  });
  // Another script: its own transforms, none yet.
  if (state.of !== original) setState({ of: original, transforms: [] });
  const transforms = useMemo(
    () => (state.of === original ? state.transforms : []),
    [state, original],
  );
  const script = useMemo(
    () =>
      original && transforms.length > 0
        ? { ...original, actions: applyTransforms(original.actions, transforms) }
        : original,
    [original, transforms],
  );
  const { strokeZonePct, strokeLengthMm, videoDurationMs, transport, firmwareMajor, variantCount } =
    context;
  const findings = useMemo(
    () =>
      script
        ? preflight(script, {
            transport,
            ...(strokeZonePct ? { strokeZonePct } : {}),
            ...(strokeLengthMm !== undefined ? { strokeLengthMm } : {}),
            ...(videoDurationMs !== undefined ? { videoDurationMs } : {}),
            ...(firmwareMajor !== undefined ? { firmwareMajor } : {}),
            ...(variantCount !== undefined ? { variantCount } : {}),
          })
        : [],
    // The zone as numbers: a new object with the same zone is the same check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      script,
      transport,
      strokeZonePct?.min,
      strokeZonePct?.max,
      strokeLengthMm,
      videoDurationMs,
      firmwareMajor,
      variantCount,
    ],
  );
  return {
    findings,
    transforms,
    script,
    apply: (transform) =>
      setState((now) => ({ of: now.of, transforms: [...now.transforms, transform] })),
    undo: (index) =>
      setState((now) => ({ of: now.of, transforms: now.transforms.filter((_, i) => i !== index) })),
  };
}

import { useMemo } from 'react';
import { cycleToActions, isCycleEmpty, preflight, type PatternCycle } from '@glide/core';
import type { StrokeZonePct } from '../../device';
import type { Preflight } from '../../player';

/** What the check says of a beat: the device's limits only (the rest does not apply to a loop). */
const BEAT_FINDINGS = new Set(['tooFast', 'tooDense']);

/**
 * The pre-flight check every player makes, on the loop that plays (two loops, so the move across
 * the wrap counts too), for the user's stroke zone: a beat too fast for the device says so before it
 * is played or exported. Read-only: a beat is fixed in the grid, not by a transform.
 */
export function useBeatCheck(cycle: PatternCycle, zone: StrokeZonePct | undefined): Preflight {
  const min = zone?.minPct;
  const max = zone?.maxPct;
  return useMemo<Preflight>(() => {
    const actions = isCycleEmpty(cycle) ? [] : cycleToActions(cycle, 2);
    const findings =
      actions.length < 2
        ? []
        : preflight(
            { actions, inverted: false },
            {
              transport: 'hsp',
              ...(min !== undefined && max !== undefined ? { strokeZonePct: { min, max } } : {}),
            },
          ).filter((finding) => BEAT_FINDINGS.has(finding.kind));
    return {
      findings,
      transforms: [],
      script: undefined,
      apply: () => undefined,
      undo: () => undefined,
    };
  }, [cycle, min, max]);
}

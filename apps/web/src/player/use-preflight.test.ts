// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseScript, type Script } from '@glide/core';
import { usePreflight } from './use-preflight';

const fast = (): Script =>
  parseScript(
    JSON.stringify({
      actions: Array.from({ length: 20 }, (_, i) => ({ at: i * 100, pos: i % 2 === 0 ? 0 : 100 })),
    }),
    { format: 'funscript' },
  );

describe('usePreflight', () => {
  it('finds a too-fast script, and a limit applied removes the finding and changes what plays', () => {
    const script = fast();
    const hook = renderHook(() => usePreflight(script, { transport: 'hsp' }));
    expect(hook.result.current.findings.map((f) => f.kind)).toContain('tooFast');
    act(() => hook.result.current.apply({ kind: 'limitSpeed', maxPctPerS: 400 }));
    expect(hook.result.current.findings.map((f) => f.kind)).not.toContain('tooFast');
    expect(hook.result.current.script?.actions).not.toEqual(script.actions);
    expect(script.actions[1]?.pos).toBe(100);
    act(() => hook.result.current.undo(0));
    expect(hook.result.current.script).toBe(script);
  });

  it('starts a new script untransformed', () => {
    const first = fast();
    const hook = renderHook(({ script }) => usePreflight(script, { transport: 'hsp' }), {
      initialProps: { script: first },
    });
    act(() => hook.result.current.apply({ kind: 'invert' }));
    const second = fast();
    hook.rerender({ script: second });
    expect(hook.result.current.transforms).toEqual([]);
    expect(hook.result.current.script).toBe(second);
  });

  it('checks against the stroke zone: the same moves are not too fast across a short zone', () => {
    const script = fast();
    const hook = renderHook(() =>
      usePreflight(script, { transport: 'hsp', strokeZonePct: { min: 40, max: 60 } }),
    );
    expect(hook.result.current.findings.map((f) => f.kind)).not.toContain('tooFast');
  });
});

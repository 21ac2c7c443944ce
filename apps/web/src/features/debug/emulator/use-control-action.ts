import { useCallback, useState } from 'react';
import type { ControlErrorKind, ControlResult } from './emulator-control';

/** The last result of a section's action: what it did, or why it failed. */
export type ActionResult =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly error: ControlErrorKind; readonly status?: number };

/** What {@link useControlAction} returns. */
export interface ControlAction {
  readonly pending: boolean;
  readonly result: ActionResult | undefined;
  /** Runs a control call; on success the result says `describe(value)`. Resolves with the value. */
  readonly run: <T>(
    call: () => Promise<ControlResult<T>>,
    describe: (value: T) => string,
  ) => Promise<T | undefined>;
}

/** One section's action state: one call at a time, its result kept until the next. */
export function useControlAction(): ControlAction {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ActionResult>();
  const run = useCallback(
    async <T>(call: () => Promise<ControlResult<T>>, describe: (value: T) => string) => {
      setPending(true);
      try {
        const outcome = await call();
        if (outcome.ok) {
          setResult({ ok: true, message: describe(outcome.value) });
          return outcome.value;
        }
        setResult(outcome);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { pending, result, run };
}

import { Suspense, lazy, useState, type ComponentType } from 'react';

/** What the stand-in trigger gets: activate on click; warm the chunk up on hover and focus. */
export interface StandInProps {
  readonly onActivate: () => void;
  readonly onWarm: () => void;
}

/** A component loaded by {@link loadOnUse}: it starts opened when the stand-in was activated. */
export type OpenableComponent = ComponentType<{ readonly initialOpen: boolean }>;

/**
 * A component whose script loads on first use: until then `StandIn` (a plain button that looks
 * the same) is shown; hovering or focusing it fetches the chunk, activating it renders the real
 * component, opened. Keeps popovers and dialogs out of the start-up bundle.
 */
export function loadOnUse(
  load: () => Promise<{ default: OpenableComponent }>,
  StandIn: ComponentType<StandInProps>,
): ComponentType {
  let loading: Promise<{ default: OpenableComponent }> | undefined;
  const warm = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (offline, a new deployment) must not stay cached: the next use tries again.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Real = lazy(warm);
  return function LoadOnUse() {
    const [used, setUsed] = useState(false);
    const standIn = (
      <StandIn onActivate={() => setUsed(true)} onWarm={() => void warm().catch(() => undefined)} />
    );
    if (!used) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Real initialOpen />
      </Suspense>
    );
  };
}

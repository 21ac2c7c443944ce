import { useSyncExternalStore } from 'react';
import type { RouteTitleKey } from './route-handle';

/**
 * A title that wins over the matched route's, while an error boundary stands in for the page
 * (parameters that name nothing read as "not found"). One owner at a time: the boundary sets it on
 * mount and clears it on unmount.
 */
let override: RouteTitleKey | null = null;
const listeners = new Set<() => void>();

/** Sets (or with `null` clears) the title override. */
export function setTitleOverride(titleKey: RouteTitleKey | null): void {
  if (override === titleKey) return;
  override = titleKey;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => override;

/** The title override in force, if any. */
export function useTitleOverride(): RouteTitleKey | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

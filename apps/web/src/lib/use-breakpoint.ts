import { useSyncExternalStore } from 'react';
import { systemClock } from '@glide/core';
import { breakpointOf, watchBreakpoint, type Breakpoint } from './breakpoints';

const subscribe = (listener: () => void) => watchBreakpoint(window, systemClock, listener);
const snapshot = (): Breakpoint => breakpointOf(window.innerWidth);

/** The viewport's width class (spec §9 breakpoints), updated after resizing settles for 16 ms. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

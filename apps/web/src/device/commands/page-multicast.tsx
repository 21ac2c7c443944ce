import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether the page shown now can drive several linked devices at once: its route's
 * `multicastSupport` (spec §2). The shell gives it from the route table (`app/root-layout.tsx`) and
 * the test harness from the route it renders, so that the device layer reads no router; where
 * nothing gives it, commands go to the one device.
 */
const PageMulticast = createContext(false);

/** Tells the commands below whether the page supports multicast. */
export function PageMulticastSupport({
  supported,
  children,
}: {
  readonly supported: boolean;
  readonly children: ReactNode;
}) {
  return <PageMulticast value={supported}>{children}</PageMulticast>;
}

/** Whether the page shown now supports multicast (see {@link PageMulticastSupport}). */
export function usePageMulticastSupport(): boolean {
  return useContext(PageMulticast);
}

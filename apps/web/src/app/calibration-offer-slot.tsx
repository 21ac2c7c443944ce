import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useConnection } from '../device/connection/use-connection';

/**
 * The tap calibration's offer, loaded once a device is connected (it is only ever shown then), so
 * that the start-up bundle carries neither it nor the calibration book. A chunk that cannot load
 * (offline, a new deployment) shows nothing: the offer is a suggestion, never in the way.
 */
const loadOffer = () =>
  import('./calibration-offer').then(
    (module) => ({ default: module.CalibrationOffer }),
    () => ({ default: () => null }),
  );
const CalibrationOffer = lazy(loadOffer);

/**
 * Where the offer goes, above the page. It appears only on a page opened while a device is
 * connected: a connect that ends while a page is shown (a link's key, the stored key at start-up,
 * the header's Connect) is the moment that page's controls become usable, and an offer put above
 * them then would move them under the person's finger. It waits for the next page they open.
 */
export function CalibrationOfferSlot() {
  const { pathname } = useLocation();
  const connected = useConnection().status === 'connected';
  const [entry, setEntry] = useState(() => ({ pathname, connected }));
  if (entry.pathname !== pathname) setEntry({ pathname, connected });
  // Loaded with the connect, so that the next page opens with the offer already in place.
  useEffect(() => {
    if (connected) void loadOffer();
  }, [connected]);
  if (!connected || entry.pathname !== pathname || !entry.connected) return null;
  return (
    <Suspense fallback={null}>
      <CalibrationOffer />
    </Suspense>
  );
}

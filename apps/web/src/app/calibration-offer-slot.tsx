import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useConnection } from '../device/connection/use-connection';

/**
 * The tap calibration's offer once its chunk is in. The chunk loads when a device is connected (the
 * offer is only ever shown then), so that the start-up bundle carries neither it nor the calibration
 * book. A chunk that cannot load (offline, a new deployment) shows nothing: the offer is a
 * suggestion, never in the way.
 */
let loadedOffer: ComponentType | undefined;
let loading: Promise<void> | undefined;
function loadOffer(): Promise<void> {
  loading ??= import('./calibration-offer').then(
    (module) => {
      loadedOffer = module.CalibrationOffer;
    },
    () => undefined,
  );
  return loading;
}

/**
 * Where the offer goes, above the page. It appears only on a page opened while a device is
 * connected and its chunk is in, so that it is there from the page's first render, and only for
 * that device. A connect that ends while a page is shown (a link's key, the stored key at
 * start-up, the header's Connect) is the moment that page's controls become usable: an offer put
 * above them then, or a chunk arriving after them, would move them under the person's finger. It
 * waits for the next page they open. For the same reason, once on a page it stays there through a
 * reconnect (changed API settings, a retry): it goes when it is answered, the page changes or
 * another device is in use.
 */
export function CalibrationOfferSlot() {
  const { pathname } = useLocation();
  const { status, connectionKey } = useConnection();
  const connected = status === 'connected';
  // The page shown, and the device it can offer the calibration for (none: it opened without one).
  const opened = { pathname, offerFor: connected && loadedOffer ? connectionKey : undefined };
  const [entry, setEntry] = useState(opened);
  if (entry.pathname !== pathname) setEntry(opened);
  // Loaded with the connect, so that the next page opens with the offer already in place.
  useEffect(() => {
    if (connected) void loadOffer();
  }, [connected]);
  const Offer = loadedOffer;
  const offered = entry.pathname === pathname && entry.offerFor === connectionKey;
  return offered && Offer ? <Offer /> : null;
}

/** Tests: the next test starts as a visit does, with the offer's chunk not yet in. */
export function forgetOfferChunkForTests(): void {
  loadedOffer = undefined;
  loading = undefined;
}

import { useEffect, useState } from 'react';
import { systemClock, type Clock } from '@glide/core';
import { alongLag, type AlongLag } from './along-lag';

/** How often a shown lag is read again while nothing new comes (old samples age out), ms. */
const REFRESH_MS = 2_000;

/**
 * How far `connectionKey`'s device, playing along, is behind the device in use now (ms, + behind),
 * when measured recently (`along-lag.ts`); `undefined` otherwise.
 */
export function useAlongLag(
  connectionKey: string,
  store: AlongLag = alongLag(),
  clock: Clock = systemClock,
): number | undefined {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((version) => version + 1);
    let timer = clock.setTimeout(function tick() {
      bump();
      timer = clock.setTimeout(tick, REFRESH_MS);
    }, REFRESH_MS);
    const unsubscribe = store.subscribe(bump);
    return () => {
      unsubscribe();
      clock.clearTimeout(timer);
    };
  }, [store, clock]);
  return store.lagOf(connectionKey, clock.now());
}

import * as v from 'valibot';
import { useEffect, useLayoutEffect, useState } from 'react';
import { NavigationType } from 'react-router';
import { jsonRecord } from './json-schemas';
import { logger } from './logger';
import type { AppNavigation, NavigationState } from './navigation';

/** Where the scroll positions of this tab's history entries are kept across a reload. */
export const SCROLL_POSITIONS_KEY = 'glide.scrollPositions';

const positionsSchema = jsonRecord(v.string(), v.number());

function readPositions(): Record<string, number> {
  try {
    const raw = window.sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    if (raw === null) return {};
    const parsed = v.safeParse(positionsSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch (error) {
    // Unreadable storage or a damaged entry: positions are a nicety, start without them.
    logger.warn('scroll positions are not readable', error);
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch (error) {
    logger.warn('scroll positions are not writable', error);
  }
}

/** The element a fragment names; none for a fragment that does not decode. */
function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The scroll position of each navigation: the top of a new page (or its fragment's element), the
 * place the user left on Back and Forward and after a reload, none moved where a link asked
 * (`preventScrollReset`), as React Router's `<ScrollRestoration>` does for its data router.
 */
export function useScrollRestoration(navigation: AppNavigation, state: NavigationState): void {
  const [positions] = useState(readPositions);

  useEffect(() => {
    const { history } = window;
    history.scrollRestoration = 'manual';
    const offLeave = navigation.beforeCommit((leaving) => {
      positions[leaving.key] = window.scrollY;
    });
    const onPageHide = () => {
      positions[navigation.state.location.key] = window.scrollY;
      writePositions(positions);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      offLeave();
      window.removeEventListener('pagehide', onPageHide);
      history.scrollRestoration = 'auto';
    };
  }, [navigation, positions]);

  const { initialized, location, navigationType, preventScrollReset } = state;
  useLayoutEffect(() => {
    if (!initialized) return;
    const saved = positions[location.key];
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash !== '') {
      const target = fragmentTarget(location.hash);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [initialized, location, navigationType, preventScrollReset, positions]);
}

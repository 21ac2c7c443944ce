import { describe, expect, it } from 'vitest';
import type { PageRef } from './analytics-client';
import { createPageTracker } from './page-tracker';

function setup() {
  const events: [string, PageRef][] = [];
  const tracker = createPageTracker({
    pageview: (page) => void events.push(['$pageview', page]),
    pageleave: (page) => void events.push(['$pageleave', page]),
  });
  return { events, tracker };
}

const page = (path: string): PageRef => ({
  url: `https://g.example${path}`,
  pathname: new URL(path, 'https://g.example').pathname,
});

describe('createPageTracker', () => {
  it('sends no pageleave on the first navigation, and a pageleave then a pageview after', () => {
    const { events, tracker } = setup();
    tracker.navigated(page('/'));
    tracker.navigated(page('/hamp'));
    tracker.navigated(page('/settings'));
    expect(events).toEqual([
      ['$pageview', page('/')],
      ['$pageleave', page('/')],
      ['$pageview', page('/hamp')],
      ['$pageleave', page('/hamp')],
      ['$pageview', page('/settings')],
    ]);
  });

  it('counts a change of the query alone as a navigation', () => {
    const { events, tracker } = setup();
    tracker.navigated(page('/hamp'));
    tracker.navigated(page('/hamp?female=true'));
    expect(events).toEqual([
      ['$pageview', page('/hamp')],
      ['$pageleave', page('/hamp')],
      ['$pageview', page('/hamp?female=true')],
    ]);
  });

  it('does not count a change of the hash alone, and never sends the hash', () => {
    const { events, tracker } = setup();
    tracker.navigated(page('/hamp#main'));
    tracker.navigated(page('/hamp'));
    tracker.navigated(page('/hamp#speed'));
    tracker.navigated(page('/#top'));
    expect(events).toEqual([
      ['$pageview', page('/hamp')],
      ['$pageleave', page('/hamp')],
      ['$pageview', page('/')],
    ]);
  });
});

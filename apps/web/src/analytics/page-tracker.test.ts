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

  it('does not count a change of query or hash as a navigation, but leaves with the latest URL', () => {
    const { events, tracker } = setup();
    tracker.navigated(page('/hamp?k=Abc123xyz'));
    tracker.navigated(page('/hamp'));
    tracker.navigated(page('/hamp#speed'));
    tracker.navigated(page('/'));
    expect(events).toEqual([
      ['$pageview', page('/hamp?k=Abc123xyz')],
      ['$pageleave', page('/hamp#speed')],
      ['$pageview', page('/')],
    ]);
  });
});

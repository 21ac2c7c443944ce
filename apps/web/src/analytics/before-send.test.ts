import type { CaptureResult } from 'posthog-js';
import { describe, expect, it } from 'vitest';
import { createBeforeSend } from './before-send';
import { REDACTED } from './sanitize';

const ORIGIN = 'https://glide.example';

function event(partial: Partial<CaptureResult>): CaptureResult {
  return { uuid: 'u-1', event: '$pageview', properties: {}, ...partial };
}

describe('createBeforeSend', () => {
  it('sanitises the properties, $set and $set_once of every event', () => {
    const beforeSend = createBeforeSend(() => []);
    const sent = beforeSend(
      event({
        properties: {
          $current_url: `${ORIGIN}/hamp?k=Abc123xyz&female=true`,
          $pathname: '/share/Abc123xyz/hamp',
          $referrer: `${ORIGIN}/device-selection?redirect=%2Fhamp%3Fk%3DAbc123xyz`,
          token: 'phc_test',
        },
        $set: { $current_url: `${ORIGIN}/?key=Abc123xyz` },
        $set_once: { $initial_current_url: `${ORIGIN}/hamp?k=Abc123xyz` },
      }),
    );
    expect(sent.properties).toEqual({
      $current_url: `${ORIGIN}/hamp?female=true`,
      $pathname: '/share/:key/hamp',
      $referrer: `${ORIGIN}/device-selection?redirect=%2Fhamp`,
      token: 'phc_test',
    });
    expect(sent.$set).toEqual({ $current_url: `${ORIGIN}/` });
    expect(sent.$set_once).toEqual({ $initial_current_url: `${ORIGIN}/hamp` });
    expect(sent.uuid).toBe('u-1');
    expect(sent.event).toBe('$pageview');
  });

  it('redacts the keys the app knows, wherever they appear', () => {
    const known = ['Stored1234', 'Linked1234'];
    const beforeSend = createBeforeSend(() => known);
    const sent = beforeSend(
      event({ event: 'note', properties: { a: 'Stored1234', b: ['x linked1234 y'] } }),
    );
    expect(sent.properties).toEqual({ a: REDACTED, b: [`x ${REDACTED} y`] });
  });

  it('remembers a key one event revealed and hides it in later events', () => {
    const beforeSend = createBeforeSend(() => []);
    beforeSend(event({ properties: { $current_url: `${ORIGIN}/hamp?k=Seen12345` } }));
    const later = beforeSend(event({ event: 'later', properties: { text: 'about Seen12345' } }));
    expect(later.properties).toEqual({ text: `about ${REDACTED}` });
  });

  it('reads the known keys anew for every event', () => {
    let known: string[] = [];
    const beforeSend = createBeforeSend(() => known);
    expect(beforeSend(event({ properties: { a: 'Later1234' } })).properties).toEqual({
      a: 'Later1234',
    });
    known = ['Later1234'];
    expect(beforeSend(event({ properties: { a: 'Later1234' } })).properties).toEqual({
      a: REDACTED,
    });
  });

  it('leaves out $set and $set_once when the event has none', () => {
    const sent = createBeforeSend(() => [])(event({ properties: { a: 1 } }));
    expect(Object.keys(sent).sort()).toEqual(['event', 'properties', 'uuid']);
  });
});

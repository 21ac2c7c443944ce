import type { CaptureResult } from 'posthog-js';
import { keysRevealedInValue, sanitizeRecord, sanitizeText } from './sanitize';

/** How many keys revealed by earlier events are remembered (a page sees one or two in practice). */
const MAX_REMEMBERED_KEYS = 32;

/**
 * The `before_send` hook of the analytics SDK: every event, whatever produced it (Glide's own calls,
 * the SDK's pageleave on unload, web vitals), has its properties, `$set` and `$set_once` sanitised
 * so that no connection key leaves the browser. `secrets` returns the keys known right now (the
 * stored key, the linked devices, the key of the current connection). Keys that an event reveals by
 * its shape (a `?k=` in `$initial_current_url`) are remembered and redacted from later events too,
 * so a key seen once in a URL stays hidden wherever it shows up again.
 */
export function createBeforeSend(
  secrets: () => Iterable<string>,
): (event: CaptureResult) => CaptureResult {
  const remembered = new Set<string>();

  const remember = (keys: readonly string[]) => {
    for (const key of keys) {
      if (remembered.size >= MAX_REMEMBERED_KEYS) return;
      remembered.add(key);
    }
  };

  return (event) => {
    remember(keysRevealedInValue([event.properties, event.$set, event.$set_once]));
    const known = new Set([...secrets(), ...remembered]);
    return {
      ...event,
      event: sanitizeText(event.event, known),
      properties: sanitizeRecord(event.properties, known),
      ...(event.$set && { $set: sanitizeRecord(event.$set, known) }),
      ...(event.$set_once && { $set_once: sanitizeRecord(event.$set_once, known) }),
    };
  };
}

import * as v from 'valibot';
import type { Clock, TimerHandle } from '@glide/core';

/** How a notification reads: a failure, a caution, or a success (spec §8). */
export type NotificationKind = 'negative' | 'warning' | 'positive';

/** What {@link NotificationStore.notify} takes. */
export interface NotifyOptions {
  kind: NotificationKind;
  message: string;
  /** How long it stays, in ms; {@link DEFAULT_NOTIFICATION_TIMEOUT_MS} when omitted. */
  timeoutMs?: number;
}

/** A notification on screen. */
export interface Notification {
  readonly id: number;
  readonly kind: NotificationKind;
  readonly message: string;
  readonly timeoutMs: number;
}

/** Spec §9: notifications go away after 5 s unless told otherwise. */
export const DEFAULT_NOTIFICATION_TIMEOUT_MS = 5000;
/** Shorter than this cannot be read; longer would park a message on screen. */
export const NOTIFICATION_TIMEOUT_RANGE_MS = { min: 1000, max: 120_000 } as const;
/** The kind used when a caller passes an unknown one: visible, but claims neither failure nor success. */
export const FALLBACK_NOTIFICATION_KIND: NotificationKind = 'warning';
/** More than this at once is noise; the oldest go first. */
export const MAX_VISIBLE_NOTIFICATIONS = 4;

const kindSchema = v.picklist(['negative', 'warning', 'positive']);
const messageSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(1000));
const timeoutSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(NOTIFICATION_TIMEOUT_RANGE_MS.min),
  v.maxValue(NOTIFICATION_TIMEOUT_RANGE_MS.max),
);
/** An object with `kind` and `message` keys (a list has neither, so it is refused too). */
const optionsShapeSchema = v.looseObject({
  kind: v.unknown(),
  message: v.unknown(),
  timeoutMs: v.optional(v.unknown()),
});

/** A value as a log line shows it (numbers as written, so NaN and Infinity stay readable). */
function describeValue(value: unknown): string {
  return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? typeof value);
}

/** The outcome of {@link normalizeNotifyOptions}: what will be shown, and what was wrong. */
export interface NormalizedNotifyOptions {
  readonly options: Omit<Notification, 'id'> | null;
  readonly problems: readonly string[];
}

/**
 * Validates what a caller passed (spec §5: notification timeouts are validated). A bad kind or
 * timeout falls back to a sane default and is reported; without a readable message there is
 * nothing to show, so the result is `null`.
 */
export function normalizeNotifyOptions(input: unknown): NormalizedNotifyOptions {
  const shape = v.safeParse(optionsShapeSchema, input);
  if (!shape.success) return { options: null, problems: ['notify: options must be an object'] };
  const problems: string[] = [];
  const message = v.safeParse(messageSchema, shape.output.message);
  if (!message.success) {
    return { options: null, problems: ['notify: message must be a non-empty text'] };
  }
  const kind = v.safeParse(kindSchema, shape.output.kind);
  if (!kind.success) {
    problems.push(
      `notify: unknown kind ${JSON.stringify(shape.output.kind)}; using ${FALLBACK_NOTIFICATION_KIND}`,
    );
  }
  let timeoutMs = DEFAULT_NOTIFICATION_TIMEOUT_MS;
  if (shape.output.timeoutMs !== undefined) {
    const timeout = v.safeParse(timeoutSchema, shape.output.timeoutMs);
    if (timeout.success) timeoutMs = timeout.output;
    else {
      problems.push(
        `notify: timeoutMs ${describeValue(shape.output.timeoutMs)} is not a whole number of ms between ` +
          `${NOTIFICATION_TIMEOUT_RANGE_MS.min} and ${NOTIFICATION_TIMEOUT_RANGE_MS.max}; ` +
          `using ${DEFAULT_NOTIFICATION_TIMEOUT_MS}`,
      );
    }
  }
  return {
    options: {
      kind: kind.success ? kind.output : FALLBACK_NOTIFICATION_KIND,
      message: message.output,
      timeoutMs,
    },
    problems,
  };
}

/** Options of {@link createNotificationStore}. */
export interface NotificationStoreOptions {
  clock: Clock;
  /** Told about every invalid `notify` call. */
  onProblem?: (message: string) => void;
}

/** The notifications on screen and their timers. */
export interface NotificationStore {
  /** Shows a notification; returns its id, or `undefined` when there was nothing to show. */
  notify: (options: NotifyOptions) => number | undefined;
  /** Removes one now (its close button, a swipe). */
  dismiss: (id: number) => void;
  /** Stops the countdown of every notification (pointer or focus on them, window blurred). */
  pause: () => void;
  /** Restarts the countdowns with the time each had left. */
  resume: () => void;
  /** What is on screen, oldest first (a new array after each change). */
  list: () => readonly Notification[];
  /** Calls `listener` after each change; returns its disposer. */
  subscribe: (listener: () => void) => () => void;
}

interface Entry {
  notification: Notification;
  remainingMs: number;
  startedAtMs: number;
  timer: TimerHandle | null;
}

/**
 * Creates a notification store whose timeouts run on `clock`. It owns the timers (not the toast
 * component), so the spec's timeout is testable with a fake clock and pausing is exact.
 */
export function createNotificationStore(options: NotificationStoreOptions): NotificationStore {
  const { clock } = options;
  const entries = new Map<number, Entry>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let paused = false;
  let snapshot: readonly Notification[] = [];

  const changed = () => {
    snapshot = [...entries.values()].map((entry) => entry.notification);
    for (const listener of [...listeners]) listener();
  };

  const start = (id: number, entry: Entry) => {
    entry.startedAtMs = clock.now();
    entry.timer = clock.setTimeout(() => dismiss(id), entry.remainingMs);
  };

  const stop = (entry: Entry) => {
    if (!entry.timer) return;
    clock.clearTimeout(entry.timer);
    entry.timer = null;
    entry.remainingMs = Math.max(0, entry.remainingMs - (clock.now() - entry.startedAtMs));
  };

  function dismiss(id: number): void {
    const entry = entries.get(id);
    if (!entry) return;
    if (entry.timer) clock.clearTimeout(entry.timer);
    entries.delete(id);
    changed();
  }

  return {
    notify: (input) => {
      const { options: normalized, problems } = normalizeNotifyOptions(input);
      for (const problem of problems) options.onProblem?.(problem);
      if (!normalized) return undefined;
      // The same message again (a retry loop, say) restarts its countdown instead of stacking.
      for (const [id, entry] of entries) {
        const shown = entry.notification;
        if (shown.kind === normalized.kind && shown.message === normalized.message) {
          stop(entry);
          entry.remainingMs = normalized.timeoutMs;
          if (!paused) start(id, entry);
          return id;
        }
      }
      const id = nextId++;
      const entry: Entry = {
        notification: { id, ...normalized },
        remainingMs: normalized.timeoutMs,
        startedAtMs: clock.now(),
        timer: null,
      };
      entries.set(id, entry);
      if (!paused) start(id, entry);
      while (entries.size > MAX_VISIBLE_NOTIFICATIONS) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        const old = entries.get(oldest.value);
        if (old?.timer) clock.clearTimeout(old.timer);
        entries.delete(oldest.value);
      }
      changed();
      return id;
    },
    dismiss,
    pause: () => {
      if (paused) return;
      paused = true;
      for (const entry of entries.values()) stop(entry);
    },
    resume: () => {
      if (!paused) return;
      paused = false;
      for (const [id, entry] of entries) start(id, entry);
    },
    list: () => snapshot,
    subscribe: (listener) => {
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}

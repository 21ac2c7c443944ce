import { systemClock } from '@glide/core';
import { logger } from '../../lib/logger';
import {
  createNotificationStore,
  type NotificationStore,
  type NotifyOptions,
} from './notification-store';

let instance: NotificationStore | undefined;

/** The app's one notification store (created on first use, on the system clock). */
export function notificationStore(): NotificationStore {
  instance ??= createNotificationStore({
    clock: systemClock,
    onProblem: (message) => logger.warn(message),
  });
  return instance;
}

/**
 * Shows a notification at the bottom right (spec §8): `negative`, `warning` or `positive`, gone
 * after `timeoutMs` (default 5000). Invalid options fall back to sane defaults and are logged.
 * Returns the notification's id, or `undefined` when the message was empty.
 */
export function notify(options: NotifyOptions): number | undefined {
  return notificationStore().notify(options);
}

/** Drops the store and its timers (tests). */
export function resetNotificationsForTests(): void {
  if (instance) for (const shown of instance.list()) instance.dismiss(shown.id);
  instance = undefined;
}

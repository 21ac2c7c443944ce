/**
 * Makes the connection follow the API settings: a changed base URL or application key takes effect
 * at once, without a reload. The settings form saves every keystroke, so the reconnect waits until
 * the settings have stayed the same for a moment.
 */
import type { Clock, TimerHandle } from '@glide/core';
import type { ApiConfig } from '../../lib/config';
import type { ConnectionStatus } from './connection-store';

/** How long the API settings must stay unchanged before the connection follows them. */
export const API_SETTINGS_SETTLE_MS = 400;

/** What {@link followApiSettings} watches and calls. */
export interface FollowApiSettingsOptions {
  /** The API settings in force now. */
  readonly read: () => ApiConfig;
  /** Calls `listener` whenever the stored settings may have changed; returns its disposer. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Connects again with the key in use (the runtime is asked for again, for the new settings). */
  readonly reconnect: () => void;
  readonly clock: Clock;
}

/** Whether two API settings reach the same API with the same application key. */
export function sameApi(a: ApiConfig, b: ApiConfig): boolean {
  return a.apiBaseUrl === b.apiBaseUrl && a.applicationKey === b.applicationKey;
}

/**
 * Whether changed API settings call for connecting again: not when a connect already runs on them
 * (a retry after the old key failed picked the new one up), which would interrupt a device just
 * started, for nothing. Pure.
 */
export function reconnectNeeded(
  status: ConnectionStatus,
  connectedWith: ApiConfig | undefined,
  current: ApiConfig,
): boolean {
  return !(
    status === 'connected' &&
    connectedWith !== undefined &&
    sameApi(connectedWith, current)
  );
}

/** Starts following; returns the disposer (which also drops a reconnect still waiting). */
export function followApiSettings(options: FollowApiSettingsOptions): () => void {
  const { read, subscribe, reconnect, clock } = options;
  let config = read();
  let pending: TimerHandle | undefined;
  const unsubscribe = subscribe(() => {
    const next = read();
    if (sameApi(next, config)) return;
    config = next;
    if (pending !== undefined) clock.clearTimeout(pending);
    pending = clock.setTimeout(() => {
      pending = undefined;
      reconnect();
    }, API_SETTINGS_SETTLE_MS);
  });
  return () => {
    unsubscribe();
    if (pending !== undefined) clock.clearTimeout(pending);
    pending = undefined;
  };
}

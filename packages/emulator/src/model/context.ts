import type { Clock } from '@glide/core';
import type { EventName, Json } from './events';
import type { Random } from './ids';

/** What every part of a device needs from its surroundings. */
export interface DeviceContext {
  readonly clock: Clock;
  readonly random: Random;
  /** Publishes an event for this device. */
  emit(name: EventName, data: Json): void;
}

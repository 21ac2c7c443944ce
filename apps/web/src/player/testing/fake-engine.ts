/**
 * Test support: a playback engine that records what it is told and publishes the status a test
 * sets, for the player's hooks and pages until they run on the real engine. The page's choices
 * (`set`) are recorded as what they mean, by the engine's own rule (`choiceChanges`).
 */
import {
  choiceChanges,
  NO_CHOICES,
  type ChoiceChange,
  type HeldChoices,
  type LiveScript,
  type LoadOptions,
  type MediaEvent,
  type PlaybackChoices,
  type PlaybackEngine,
  type PlaybackEngineOptions,
  type PlaybackSource,
  type PlaybackStatus,
  type PlayerStateLike,
} from '@glide/core';

/** One call the engine received, in order. */
export type EngineCall =
  | { readonly call: 'load'; readonly script: PlaybackSource; readonly options: LoadOptions }
  | { readonly call: 'update'; readonly script: LiveScript; readonly changedFromMs: number }
  | { readonly call: 'unload' }
  | { readonly call: 'mediaEvent'; readonly event: MediaEvent }
  | { readonly call: 'setOffset'; readonly offsetMs: number }
  | { readonly call: 'setDeviceOffset'; readonly deviceOffsetMs: number }
  | { readonly call: 'setLoop'; readonly loop: boolean }
  | { readonly call: 'resync' }
  | { readonly call: 'deviceState'; readonly state: PlayerStateLike; readonly eventName: string }
  | { readonly call: 'deviceSession'; readonly sessionId: string | undefined }
  | { readonly call: 'dispose' };

/** An idle status, as a fresh engine reports it. */
export const IDLE_STATUS: PlaybackStatus = {
  phase: 'idle',
  transport: 'hsp',
  error: undefined,
  health: {
    verdict: 'unknown',
    deltaMs: undefined,
    clockOffsetMs: undefined,
    roundTripMs: undefined,
    resyncCount: 0,
  },
  buffer: undefined,
  requestCount: 0,
};

/** A recording engine. */
export class FakeEngine implements PlaybackEngine {
  readonly calls: EngineCall[] = [];
  private current: PlaybackStatus = IDLE_STATUS;
  /** What a real engine would hold of the choices `set` gave it. */
  private held: HeldChoices = NO_CHOICES;
  private readonly listeners = new Set<(status: PlaybackStatus) => void>();

  constructor(readonly options: PlaybackEngineOptions) {}

  /** The calls' names, in order (events with their event). */
  get callNames(): string[] {
    return this.calls.map((entry) =>
      entry.call === 'mediaEvent' ? `mediaEvent:${entry.event}` : entry.call,
    );
  }

  /** Publishes `status` to the subscribers. */
  publish(status: PlaybackStatus): void {
    this.current = status;
    for (const listener of [...this.listeners]) listener(status);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  load(script: PlaybackSource, options: LoadOptions): void {
    this.calls.push({ call: 'load', script, options });
  }
  set(choices: PlaybackChoices): void {
    const { changes, held } = choiceChanges(this.held, choices);
    this.held = held;
    for (const change of changes) this.calls.push(callOf(change));
  }
  update(script: LiveScript, changedFromMs: number): void {
    this.calls.push({ call: 'update', script, changedFromMs });
  }
  unload(): void {
    this.calls.push({ call: 'unload' });
  }
  mediaEvent(event: MediaEvent): void {
    this.calls.push({ call: 'mediaEvent', event });
  }
  setOffset(offsetMs: number): void {
    this.calls.push({ call: 'setOffset', offsetMs });
  }
  setDeviceOffset(deviceOffsetMs: number): void {
    this.calls.push({ call: 'setDeviceOffset', deviceOffsetMs });
  }
  setLoop(loop: boolean): void {
    this.calls.push({ call: 'setLoop', loop });
  }
  resync(): void {
    this.calls.push({ call: 'resync' });
  }
  deviceState(state: PlayerStateLike, eventName: string): void {
    this.calls.push({ call: 'deviceState', state, eventName });
  }
  deviceSession(sessionId: string | undefined): void {
    this.calls.push({ call: 'deviceSession', sessionId });
  }
  status(): PlaybackStatus {
    return this.current;
  }
  subscribe(listener: (status: PlaybackStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  dispose(): void {
    this.calls.push({ call: 'dispose' });
  }
}

/** The call a real engine's `set` makes of `change`. */
function callOf(change: ChoiceChange): EngineCall {
  switch (change.kind) {
    case 'load':
      return { call: 'load', script: change.script, options: change.options };
    case 'unload':
      return { call: 'unload' };
    case 'update':
      return { call: 'update', script: change.script, changedFromMs: change.changedFromMs };
    case 'loop':
      return { call: 'setLoop', loop: change.loop };
    case 'offset':
      return { call: 'setOffset', offsetMs: change.offsetMs };
    case 'deviceOffset':
      return { call: 'setDeviceOffset', deviceOffsetMs: change.deviceOffsetMs };
  }
}

/** A factory that keeps every engine it made. */
export function fakeEngineFactory(): {
  readonly create: (options: PlaybackEngineOptions) => FakeEngine;
  readonly engines: FakeEngine[];
} {
  const engines: FakeEngine[] = [];
  return {
    engines,
    create: (options) => {
      const engine = new FakeEngine(options);
      engines.push(engine);
      return engine;
    },
  };
}

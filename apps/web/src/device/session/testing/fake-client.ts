/**
 * Test support: a hand-written fake of the parts of the SDK client the session uses. Every call is
 * recorded; answers come from `answers` (replaceable), a call can be held until the test releases
 * it, made to fail, and honours its abort signal like the SDK does. Event streams are controlled
 * by the test (`emit`, `open`, `drop`, `refuse`).
 */
import type { ClockEstimate } from '@glide/core';
import {
  HandyAbortError,
  type CallOptions,
  type CallOutcome,
  type DeviceInfo,
  type DeviceModeResult,
  type DeviceTimeInfo,
  type EventStreamState,
  type EventsOptions,
  type HampState,
  type HandyEvent,
  type HandyEventStream,
  type HandySseError,
  type HspState,
  type HstpOffset,
  type HvpState,
  type SliderState,
  type StrokeSettings,
  type SyncServerClockOptions,
  type SystemInterfaces,
} from '@glide/handy';
import type { SessionClient, SessionDeviceApi } from '../session-client';
import * as fixtures from './fixtures';
import { wireEvent } from './wire-event';

/** The calls the fake answers. */
export type FakeCallName =
  | 'info'
  | 'mode'
  | 'hstp.info'
  | 'hstp.offset'
  | 'slider.stroke'
  | 'slider.state'
  | 'hamp.state'
  | 'hvp.state'
  | 'hsp.state'
  | 'hssp.state'
  | 'system.interfaces'
  | 'syncServerClock'
  | 'serverTime';

/** What the fake answers, per call. */
export interface FakeAnswers {
  info: DeviceInfo;
  mode: DeviceModeResult;
  timeInfo: DeviceTimeInfo;
  offset: HstpOffset;
  stroke: StrokeSettings;
  slider: SliderState;
  hamp: HampState;
  hvp: HvpState;
  hsp: HspState;
  hssp: HspState;
  interfaces: SystemInterfaces;
  estimate: ClockEstimate;
  serverTimeMs: number;
}

/** One recorded call. */
export interface FakeCall {
  readonly name: FakeCallName;
  readonly connectionKey: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** A controllable event stream. */
export class FakeEventStream implements HandyEventStream {
  state: EventStreamState = { status: 'connecting', connected: false, attempt: 0 };
  closed = false;
  /** Calls of `reconnectNow` that found the stream waiting out its backoff (and so connected). */
  reconnectsNow = 0;
  private readonly eventListeners = new Set<(event: HandyEvent) => void>();
  private readonly stateListeners = new Set<(state: EventStreamState) => void>();
  private readonly errorListeners = new Set<(error: HandySseError) => void>();

  constructor(readonly options: EventsOptions) {}

  /** Listeners still registered (the session must remove its own). */
  get listenerCount(): number {
    return this.eventListeners.size + this.stateListeners.size + this.errorListeners.size;
  }

  onEvent(listener: (event: HandyEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onState(listener: (state: EventStreamState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onError(listener: (error: HandySseError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Like the SDK: only a stream waiting for its next try connects again, from attempt 0. */
  reconnectNow(): void {
    if (this.state.status !== 'reconnecting' || this.state.nextRetryAtMs === undefined) return;
    this.reconnectsNow++;
    this.setState({ ...this.state, attempt: 0, nextRetryAtMs: undefined });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.setState({ status: 'closed', connected: false, attempt: this.state.attempt });
  }

  /** Sends event `name` with a wire payload, parsed like the SDK does. */
  emit(name: string, payload: unknown, receivedAtMs = 0): void {
    const event = wireEvent(name, payload, {
      connectionKey: this.options.connectionKey,
      receivedAtMs,
    });
    for (const listener of [...this.eventListeners]) listener(event);
  }

  /** The stream is open. */
  open(): void {
    this.setState({ status: 'open', connected: true, error: undefined, attempt: 0 });
  }

  /** The stream dropped; the SDK waits `retryInMs` before trying again. */
  drop(error: HandySseError, nowMs: number, retryInMs: number): void {
    const attempt = this.state.attempt + 1;
    this.setState({
      status: 'reconnecting',
      connected: false,
      error,
      attempt,
      nextRetryAtMs: nowMs + retryInMs,
    });
  }

  /** The SDK gave up (a refused credential). */
  refuse(error: HandySseError): void {
    this.setState({ status: 'closed', connected: false, error, attempt: this.state.attempt });
  }

  private setState(next: EventStreamState): void {
    this.state = next;
    for (const listener of [...this.stateListeners]) listener(next);
  }
}

interface Pending {
  readonly name: FakeCallName;
  settle(): void;
}

/** The fake client. */
export class FakeSessionClient implements SessionClient {
  readonly answers: FakeAnswers = {
    info: fixtures.deviceInfo(),
    mode: fixtures.modeResult,
    timeInfo: fixtures.timeInfo,
    offset: fixtures.userOffset,
    stroke: fixtures.stroke,
    slider: fixtures.sliderState,
    hamp: fixtures.hampState,
    hvp: fixtures.hvpState,
    hsp: fixtures.hspState,
    hssp: fixtures.hspState,
    interfaces: fixtures.interfaces,
    estimate: fixtures.clockEstimate,
    serverTimeMs: 1_700_000_000_000,
  };
  readonly streams: FakeEventStream[] = [];
  readonly calls: FakeCall[] = [];
  /** The options of every `syncServerClock` call, in order. */
  readonly syncOptions: Array<SyncServerClockOptions | undefined> = [];
  /** Calls that fail with the given error instead of answering. */
  readonly failures = new Map<FakeCallName, Error>();
  /** Answer even after an abort, like a transport that ignores its signal. */
  ignoreAbort = false;
  private readonly held = new Set<FakeCallName>();
  private pending: Pending[] = [];
  private readonly outcomeListeners = new Set<(outcome: CallOutcome) => void>();

  /** The last stream opened. */
  get stream(): FakeEventStream {
    const stream = this.streams.at(-1);
    if (!stream) throw new Error('No event stream was opened');
    return stream;
  }

  /** Names of the calls made so far, in order. */
  callNames(): FakeCallName[] {
    return this.calls.map((call) => call.name);
  }

  /** Calls to `name` stay unanswered until {@link release}. */
  hold(name: FakeCallName): void {
    this.held.add(name);
  }

  /** Answers the held calls to `name` (and later ones at once). */
  release(name: FakeCallName): void {
    this.held.delete(name);
    const ready = this.pending.filter((p) => p.name === name);
    this.pending = this.pending.filter((p) => p.name !== name);
    for (const p of ready) p.settle();
  }

  events(options: EventsOptions): HandyEventStream {
    const stream = new FakeEventStream(options);
    this.streams.push(stream);
    return stream;
  }

  device(connectionKey: string): SessionDeviceApi {
    const call =
      <T>(name: FakeCallName, answer: () => T) =>
      (options?: CallOptions) =>
        this.answer(name, connectionKey, options?.signal, answer);
    return {
      info: call('info', () => this.answers.info),
      mode: call('mode', () => this.answers.mode),
      hstp: {
        info: call('hstp.info', () => this.answers.timeInfo),
        offset: call('hstp.offset', () => this.answers.offset),
      },
      slider: {
        stroke: call('slider.stroke', () => this.answers.stroke),
        state: call('slider.state', () => this.answers.slider),
      },
      hamp: { state: call('hamp.state', () => this.answers.hamp) },
      hvp: { state: call('hvp.state', () => this.answers.hvp) },
      hsp: { state: call('hsp.state', () => this.answers.hsp) },
      hssp: { state: call('hssp.state', () => this.answers.hssp) },
      system: { interfaces: call('system.interfaces', () => this.answers.interfaces) },
    };
  }

  syncServerClock(options?: SyncServerClockOptions): Promise<ClockEstimate> {
    this.syncOptions.push(options);
    return this.answer('syncServerClock', undefined, options?.signal, () => this.answers.estimate);
  }

  serverTime(options?: CallOptions): Promise<number> {
    return this.answer('serverTime', undefined, options?.signal, () => this.answers.serverTimeMs);
  }

  onCallOutcome(listener: (outcome: CallOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  /** Tells the outcome listeners, as the SDK's transport does after each call. */
  reportOutcome(outcome: CallOutcome): void {
    for (const listener of [...this.outcomeListeners]) listener(outcome);
  }

  private answer<T>(
    name: FakeCallName,
    connectionKey: string | undefined,
    signal: AbortSignal | undefined,
    answer: () => T,
  ): Promise<T> {
    this.calls.push({ name, connectionKey, signal });
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted && !this.ignoreAbort) {
        reject(new HandyAbortError());
        return;
      }
      signal?.addEventListener('abort', () => {
        if (!this.ignoreAbort) reject(new HandyAbortError());
      });
      const settle = () => {
        const failure = this.failures.get(name);
        // A failure stands for an API that could not be reached, an answer for one that was.
        this.reportOutcome({ ok: !failure, connectionKey });
        if (failure) reject(failure);
        else resolve(answer());
      };
      if (this.held.has(name)) this.pending.push({ name, settle });
      else settle();
    });
  }
}

/** Lets every queued promise reaction run (the fake answers through promises, never timers). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/**
 * What a change of the page's choices means for the engine (`PlaybackEngine.set`). The machine
 * holds what it was last given (`HeldChoices`, in its state) and compares each new set with it:
 * the same script object is the same script; a changed loop, offset or device offset is sent
 * alone; another script or transport is loaded again (with the settings in force); another live
 * script is swapped under the playing device; no script unloads. Pure; a test engine may use it
 * to tell what a real one would do.
 */
import { transportFor } from './transport';
import {
  isLiveScript,
  type LiveScript,
  type LoadOptions,
  type PlaybackChoices,
  type PlaybackSource,
  type TransportKind,
} from './types';

/** What the engine holds of the page's choices. */
export interface HeldChoices {
  /** The loaded script (undefined: nothing loaded). */
  readonly script: PlaybackSource | undefined;
  /** The transport it is played with (HSP for a live script, whatever was asked). */
  readonly transport: TransportKind;
  readonly loop: boolean;
  readonly offsetMs: number;
  readonly deviceOffsetMs: number;
}

/** What a new engine holds: nothing loaded, the default settings. */
export const NO_CHOICES: HeldChoices = {
  script: undefined,
  transport: 'hsp',
  loop: false,
  offsetMs: 0,
  deviceOffsetMs: 0,
};

/** One thing a change of the choices asks of the engine, in the order they apply. */
export type ChoiceChange =
  | { readonly kind: 'load'; readonly script: PlaybackSource; readonly options: LoadOptions }
  | { readonly kind: 'unload' }
  | { readonly kind: 'update'; readonly script: LiveScript; readonly changedFromMs: number }
  | { readonly kind: 'loop'; readonly loop: boolean }
  | { readonly kind: 'offset'; readonly offsetMs: number }
  | { readonly kind: 'deviceOffset'; readonly deviceOffsetMs: number };

/**
 * What `next` changes against `held`, and what is held after it. Without a script on either side
 * nothing is sent (the settings are only kept for the next load).
 */
export function choiceChanges(
  held: HeldChoices,
  next: PlaybackChoices,
): { readonly changes: readonly ChoiceChange[]; readonly held: HeldChoices } {
  const settings = {
    loop: next.loop,
    offsetMs: next.offsetMs,
    deviceOffsetMs: next.deviceOffsetMs ?? 0,
  };
  const { script } = next;
  if (!script) {
    const changes: ChoiceChange[] = held.script ? [{ kind: 'unload' }] : [];
    return { changes, held: { ...held, ...settings, script: undefined } };
  }
  const transport = transportFor(script, next.transport);
  const after: HeldChoices = { script, transport, ...settings };
  const from = held.script;
  const live = from !== undefined && isLiveScript(from) && isLiveScript(script);
  if (!from || (!live && (from !== script || held.transport !== transport))) {
    const options = { transport: next.transport, ...settings };
    return { changes: [{ kind: 'load', script, options }], held: after };
  }
  const changes: ChoiceChange[] = [];
  // The same live stream, edited: without a change time, everything the device holds goes.
  if (live && from !== script)
    changes.push({ kind: 'update', script, changedFromMs: next.changedFromMs ?? -Infinity });
  if (held.loop !== settings.loop) changes.push({ kind: 'loop', loop: settings.loop });
  if (held.offsetMs !== settings.offsetMs)
    changes.push({ kind: 'offset', offsetMs: settings.offsetMs });
  if (held.deviceOffsetMs !== settings.deviceOffsetMs)
    changes.push({ kind: 'deviceOffset', deviceOffsetMs: settings.deviceOffsetMs });
  return { changes, held: after };
}

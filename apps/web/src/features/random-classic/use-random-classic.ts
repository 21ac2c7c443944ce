import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { systemClock, type RandomClassicSettings } from '@glide/core';
import {
  hasStrokeSettings,
  isHampPlaying,
  useConnection,
  useDeviceState,
  useHamp,
  useSlider,
  type ErrorMessage,
} from '../../device';
import { preferencesStore } from '../../preferences/preferences-instance';
import {
  RandomClassicRunner,
  type CommandResult,
  type RandomClassicDevice,
  type RunSnapshot,
} from './random-classic-runner';

/** What a command of the device layer resolves with: every device's answer, or nothing sent. */
type Outcome =
  | {
      readonly results: readonly (
        { readonly ok: true } | { readonly ok: false; readonly error: ErrorMessage }
      )[];
    }
  | undefined;

/** The runner's reading of an outcome: this page drives one device, without multicast. */
export function commandResult(outcome: Outcome): CommandResult {
  if (!outcome) return { kind: 'dropped' };
  const failed = outcome.results.find((result) => !result.ok);
  return failed && !failed.ok ? { kind: 'failed', error: failed.error } : { kind: 'ok' };
}

/** The stored settings, read at each change: the page saves only valid ones. */
function storedSettings(): RandomClassicSettings {
  return preferencesStore().get().randomClassic;
}

/** What {@link useRandomClassic} returns. */
export interface RandomClassicControls {
  readonly snapshot: RunSnapshot;
  readonly start: () => void;
  readonly pause: () => void;
  readonly resume: () => void;
  readonly stop: () => void;
  readonly retry: () => void;
}

const IDLE: RunSnapshot = { phase: { kind: 'idle' }, secondsToChange: undefined, history: [] };
const noop = () => undefined;
const subscribeNothing = () => noop;
const idle = () => IDLE;

/**
 * Random classic on the connected device: one {@link RandomClassicRunner} per mounted page, on the
 * system clock, sending through `useHamp` and `useSlider` (paced by the device layer: the speed
 * and the zone each keep only their newest value). It is told what the session state reports,
 * so that a stop from elsewhere (Escape, "Stop all") or a disconnect ends the run, and it is
 * disposed with the page, which stops its timer and a device it has stroking.
 */
export function useRandomClassic(): RandomClassicControls {
  const hamp = useHamp();
  const slider = useSlider();
  const { status } = useConnection();
  const stroking = useDeviceState((state) => isHampPlaying(state.hamp));
  const modelNo = useDeviceState((state) => state.device.hw_model_no);
  const connected = status === 'connected';
  // The Oh has no stroke zone: random classic changes its speed only.
  const zoneSupported = modelNo === undefined || hasStrokeSettings(modelNo);

  // The runner outlives renders; it reaches the newest command functions through this ref.
  const latest = useRef({ hamp, slider, zoneSupported });
  useEffect(() => {
    latest.current = { hamp, slider, zoneSupported };
  });

  const [runner, setRunner] = useState<RandomClassicRunner>();
  useEffect(() => {
    const device: RandomClassicDevice = {
      start: async (speedPct) => commandResult(await latest.current.hamp.start(speedPct)),
      setSpeed: async (speedPct) => commandResult(await latest.current.hamp.sendVelocity(speedPct)),
      setZone: async (zone) => {
        if (!latest.current.zoneSupported) return { kind: 'ok' };
        const outcome = await latest.current.slider.setStrokeZone({
          min: zone.minPct / 100,
          max: zone.maxPct / 100,
        });
        return commandResult(outcome);
      },
      stop: async () => commandResult(await latest.current.hamp.stop()),
    };
    const created = new RandomClassicRunner({
      clock: systemClock,
      device,
      settings: storedSettings,
    });
    setRunner(created);
    return () => created.dispose();
  }, []);

  useEffect(() => {
    runner?.deviceReport({ connected, stroking });
  }, [runner, connected, stroking]);

  const snapshot = useSyncExternalStore(
    runner ? runner.subscribe : subscribeNothing,
    runner ? runner.getSnapshot : idle,
    runner ? runner.getSnapshot : idle,
  );

  return {
    snapshot,
    start: () => runner?.start(),
    pause: () => runner?.pause(),
    resume: () => runner?.resume(),
    stop: () => runner?.stop(),
    retry: () => runner?.retry(),
  };
}

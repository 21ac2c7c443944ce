/**
 * The slider's stroke zone (`PUT /slider/stroke`), which applies in every mode. Both of its
 * controls (the zone's two thumbs, the shortcut keys) are continuous: they share the lane
 * `slider.stroke`, where only the newest zone is sent, within the budget.
 */
import { useCallback } from 'react';
import type { SliderStrokeArgs, StrokeSettings } from '@glide/handy';
import { useDeviceCommand, type DeviceCommand } from '../commands/use-device-command';
import type { CommandOutcome } from '../commands/device-commands';
import { strokeLoaded } from './answers';

const STROKE_LANE = { kind: 'continuous', lane: 'slider.stroke' } as const;

/** What {@link useSlider} returns. */
export interface SliderCommands extends Pick<DeviceCommand, 'busy' | 'multicast' | 'lastOutcome'> {
  /**
   * The newest stroke zone (relative, 0–1). Resolves with the devices' answers once sent, or
   * `undefined` when a newer zone (or a stop) took its place.
   */
  readonly setStrokeZone: (
    zone: SliderStrokeArgs,
  ) => Promise<CommandOutcome<StrokeSettings> | undefined>;
}

/** The slider of the connected device (and the linked ones where the page multicasts). */
export function useSlider(): SliderCommands {
  const { send, busy, multicast, lastOutcome } = useDeviceCommand();
  const setStrokeZone = useCallback(
    (zone: SliderStrokeArgs) =>
      send((api) => api.slider.setStroke(zone), { toAction: strokeLoaded, pacing: STROKE_LANE }),
    [send],
  );
  return { setStrokeZone, busy, multicast, lastOutcome };
}

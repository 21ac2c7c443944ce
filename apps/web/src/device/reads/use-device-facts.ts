import { useMemo } from 'react';
import {
  capabilityFacts,
  statisticsFacts,
  type CapabilityField,
  type Fact,
  type StatisticsField,
} from './device-facts';
import type { DeviceReads } from './device-reads';
import { useDeviceRead, type ReadState } from './use-device-read';

/** The known fields of each read that is shown as a list of facts. */
export interface FactFields {
  readonly capabilities: CapabilityField;
  readonly statistics: StatisticsField;
}

/** A read shown as a list of facts. */
export type FactsRead = keyof FactFields;

const FACTS_OF: {
  readonly [N in FactsRead]: (answer: DeviceReads[N]) => readonly Fact<FactFields[N]>[];
} = { capabilities: capabilityFacts, statistics: statisticsFacts };

/** What {@link useDeviceFacts} returns. */
export interface DeviceFactsResult<N extends FactsRead> {
  readonly state: ReadState<readonly Fact<FactFields[N]>[]>;
  /** Reads again (the state is `loading` until the answer). */
  readonly refresh: () => void;
}

/** `name` read from the connected device (see {@link useDeviceRead}), as labelled facts in order. */
export function useDeviceFacts<N extends FactsRead>(name: N): DeviceFactsResult<N> {
  const { state, refresh } = useDeviceRead(name);
  const facts = useMemo<ReadState<readonly Fact<FactFields[N]>[]>>(
    () =>
      state.status === 'ready' ? { status: 'ready', value: FACTS_OF[name](state.value) } : state,
    [name, state],
  );
  return { state: facts, refresh };
}

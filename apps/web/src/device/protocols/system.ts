/**
 * The device's system settings: its radios, its back-end environment and a reboot into a
 * connection mode. Each change is a discrete command (it waits for budget, and is never dropped).
 */
import { useMemo } from 'react';
import type {
  ConnectionType,
  DeviceApi,
  DeviceEnvironment,
  SystemInterfaces,
  SystemInterfacesArgs,
} from '@glide/handy';
import { useDeviceCommand, type DeviceCommand } from '../commands/use-device-command';
import { connectionStore } from '../connection/connection-instance';
import type { CommandOutcome } from '../commands/device-commands';
import { interfacesLoaded } from './answers';

/** Reads the radios and records them in the session state (events keep them current after). */
export async function readInterfaces(
  api: DeviceApi,
  signal: AbortSignal,
): Promise<SystemInterfaces> {
  const interfaces = await api.system.interfaces({ signal });
  if (!signal.aborted) connectionStore().apply(interfacesLoaded(interfaces));
  return interfaces;
}

/** Reads the device's back-end environment. */
export async function readEnvironment(
  api: DeviceApi,
  signal: AbortSignal,
): Promise<DeviceEnvironment> {
  return (await api.system.environment({ signal })).environment;
}

/** What {@link useSystem} returns. */
export interface SystemCommands extends Pick<DeviceCommand, 'busy' | 'multicast' | 'lastOutcome'> {
  readonly setInterfaces: (
    interfaces: SystemInterfacesArgs,
  ) => Promise<CommandOutcome<SystemInterfaces> | undefined>;
  readonly setEnvironment: (
    environment: DeviceEnvironment,
  ) => Promise<CommandOutcome<{ readonly environment: DeviceEnvironment }> | undefined>;
  readonly reboot: (mode: ConnectionType) => Promise<CommandOutcome<unknown> | undefined>;
}

/** The system settings of the connected device (and the linked ones where the page multicasts). */
export function useSystem(): SystemCommands {
  const { send, busy, multicast, lastOutcome } = useDeviceCommand();
  const calls = useMemo(
    () => ({
      setInterfaces: (interfaces: SystemInterfacesArgs) =>
        send((api) => api.system.setInterfaces(interfaces), {
          toAction: interfacesLoaded,
        }),
      setEnvironment: (environment: DeviceEnvironment) =>
        send((api) => api.system.setEnvironment(environment)),
      reboot: (mode: ConnectionType) => send((api) => api.system.reboot(mode)),
    }),
    [send],
  );
  return { ...calls, busy, multicast, lastOutcome };
}

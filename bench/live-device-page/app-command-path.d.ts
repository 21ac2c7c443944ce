/**
 * The app's own command path, bundled into the bench page by `bench/live-device.ts` (a virtual
 * module re-exporting `apps/web/src/device/commands/device-commands.ts` and `connection/device-runtime.ts`). Declared
 * here with the parts the bench uses, because the tools project does not compile the app's sources.
 */
declare module 'virtual:glide-app-command-path' {
  import type { DeviceApi } from '@glide/handy';

  export interface BenchApiConfig {
    readonly apiBaseUrl: string;
    readonly applicationKey: string;
    readonly overridden: boolean;
  }

  export interface BenchRuntime {
    readonly session: {
      connect(connectionKey: string): Promise<{ readonly status: string }>;
      disconnect(): void;
    };
    device(connectionKey: string): DeviceApi;
  }

  export function deviceRuntime(config: BenchApiConfig): BenchRuntime;

  export function sendCommand<T>(
    runtime: Pick<BenchRuntime, 'device'>,
    connectionKeys: readonly string[],
    command: (api: DeviceApi, connectionKey: string) => Promise<T>,
  ): Promise<{ readonly allOk: boolean }>;
}

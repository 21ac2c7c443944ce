/**
 * Test support for components: a device runtime on the fake client whose event stream opens by
 * itself and reports each device as the test set it up (online by default), so that a connect
 * runs the whole flow without a test driving the stream.
 */
import { FakeClock } from '@glide/core';
import {
  channelDevice,
  createHandyClient,
  type DeviceInfo,
  type EventsOptions,
  type HandyEventStream,
} from '@glide/handy';
import type { DeviceRuntime } from '../../connection/connection-store';
import { createDeviceSession } from '../session';
import { FakeSessionClient } from './fake-client';
import { deviceInfo } from './fixtures';

/** How a fake device answers its stream: online with this info, or offline. */
export interface AutoDevice {
  readonly online?: boolean;
  readonly info?: Partial<DeviceInfo>;
  /** The stream never opens (the test drives it). */
  readonly silent?: boolean;
}

class AutoClient extends FakeSessionClient {
  constructor(private readonly devices: Readonly<Record<string, AutoDevice>>) {
    super();
  }

  override events(options: EventsOptions): HandyEventStream {
    const stream = super.events(options);
    const device = this.devices[options.connectionKey] ?? {};
    if (device.silent) return stream;
    queueMicrotask(() => {
      if (this.stream !== stream) return;
      this.stream.open();
      this.stream.emit(
        'device_status',
        device.online === false
          ? { connected: false }
          : { connected: true, info: deviceInfo(device.info) },
      );
    });
    return stream;
  }
}

/**
 * A runtime on an auto-answering fake client; `clock` drives the 5 s connect timeout. Device
 * commands fail with a network error.
 */
export function autoRuntime(devices: Readonly<Record<string, AutoDevice>> = {}): {
  runtime: DeviceRuntime;
  client: FakeSessionClient;
  clock: FakeClock;
} {
  const clock = new FakeClock(1_700_000_000_000);
  const client = new AutoClient(devices);
  const session = createDeviceSession({ client, clock });
  // Commands are not this fake's subject: they go to an SDK client whose every request fails.
  const commands = createHandyClient({
    baseUrl: 'http://commands.test/api/handy-rest/v3',
    auth: { apiKey: 'test' },
    fetch: () => Promise.reject(new Error('No network in this test')),
  });
  const runtime: DeviceRuntime = {
    session,
    device: (connectionKey) => commands.device(connectionKey),
    multicast: (connectionKeys) => commands.multicast(connectionKeys),
    channel: (reference) => channelDevice(commands, reference),
    channels: () => Promise.resolve(undefined),
  };
  return { runtime, client, clock };
}

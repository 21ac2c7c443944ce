/** Control routes that cause device events without an API cause. */
import type { Hono } from 'hono';
import type { HttpDeps } from '../http/deps';
import { parseBody } from '../http/parse';
import { json } from '../http/responses';
import { connectionBody, deviceErrorBody, lowMemoryBody, wifiScanBody } from './control-schemas';
import { deviceParam, devicePaths } from './device-param';

/** Registers low memory, Wi-Fi scan, device error and connection routes. */
export function registerDeviceEventRoutes(control: Hono, deps: HttpDeps): void {
  control.on('POST', devicePaths('/low-memory'), async (c) => {
    const device = deviceParam(deps, c);
    const b = await parseBody(c, lowMemoryBody);
    // Field names as the reference prints them, typo included ("larges_free_block").
    const data = { available_heap: b.availableHeap, larges_free_block: b.largestFreeBlock };
    if (b.level === 'warning') device.emit('low_memory_warning', data);
    else device.emit('low_memory_error', { ...data, discarded_msg_size: b.discardedMsgSize });
    return json({ ok: true });
  });

  control.on('POST', devicePaths('/wifi-scan'), async (c) => {
    const device = deviceParam(deps, c);
    device.system.scanWifi((await parseBody(c, wifiScanBody)).networks);
    return json({ ok: true });
  });

  control.on('POST', devicePaths('/device-error'), async (c) => {
    const device = deviceParam(deps, c);
    const { code, message } = await parseBody(c, deviceErrorBody);
    device.emit('device_error', { code, message });
    return json({ ok: true });
  });

  control.on('PUT', devicePaths('/connection'), async (c) => {
    const device = deviceParam(deps, c);
    const { online, reason } = await parseBody(c, connectionBody);
    if (online) device.connect();
    else device.disconnect(reason);
    return json({ online: device.online, sessionId: device.sessionId });
  });
}

import { describe, expect, it } from 'vitest';
import { otaPhase } from './ota-phase';

const idle = { ongoing: false, done: false, failed: false, progress: 0 };
const ota = { ...idle, latestFirmwareVersion: undefined, firmwareVersions: [] };
const base = { ota, startError: undefined, startedFrom: undefined, fwVersion: '4.1.8' };

describe('otaPhase', () => {
  it('is idle before any update', () => {
    expect(otaPhase(base)).toBe('idle');
  });
  it('follows the OTA state: ongoing, done, failed', () => {
    expect(otaPhase({ ...base, ota: { ...ota, ongoing: true, progress: 0.3 } })).toBe('ongoing');
    expect(otaPhase({ ...base, ota: { ...ota, done: true, progress: 1 } })).toBe('done');
    expect(otaPhase({ ...base, ota: { ...ota, failed: true } })).toBe('failed');
  });
  it('a refused start is a failure', () => {
    expect(otaPhase({ ...base, startError: { key: 'firmwareUpdateFailed' } })).toBe('failed');
  });
  it('a device back on another firmware after this page started the update is done', () => {
    expect(otaPhase({ ...base, startedFrom: '4.1.8', fwVersion: '4.2.2' })).toBe('done');
    expect(otaPhase({ ...base, startedFrom: '4.1.8', fwVersion: '4.1.8' })).toBe('idle');
  });
});

import { describe, expect, it } from 'vitest';
import { FakeClock } from '../time/clock';
import { deltaSampleMs, SyncHealthMeter } from './sync-health';
import { LOST_AFTER_MS } from './tuning';

describe('delta sample', () => {
  it('compares the device with the media at the request midpoint, + when the device is behind', () => {
    // Sent at 1 000, answered at 1 100: the device read its clock at ~1 050, media then 10 050.
    const base = {
      sentAtMs: 1_000,
      answeredAtMs: 1_100,
      rate: 1,
      offsetMs: 0,
      mediaAtAnswerMs: 10_100,
    };
    expect(deltaSampleMs({ ...base, deviceTimeMs: 10_050 })).toBe(0);
    expect(deltaSampleMs({ ...base, deviceTimeMs: 10_000 })).toBe(50);
    expect(deltaSampleMs({ ...base, deviceTimeMs: 10_080 })).toBe(-30);
  });

  it('scales the half round trip by the rate and takes the offset off the media', () => {
    const base = { sentAtMs: 0, answeredAtMs: 100, mediaAtAnswerMs: 10_000 };
    expect(deltaSampleMs({ ...base, rate: 2, offsetMs: 0, deviceTimeMs: 9_900 })).toBe(0);
    // + 200 ms of offset: the device should be 200 ms later, at 9 750.
    expect(deltaSampleMs({ ...base, rate: 1, offsetMs: 200, deviceTimeMs: 9_750 })).toBe(0);
    expect(deltaSampleMs({ ...base, rate: 1, offsetMs: -200, deviceTimeMs: 10_150 })).toBe(0);
  });
});

describe('sync health', () => {
  it('takes the rolling median, so one outlier does not move it', () => {
    const meter = new SyncHealthMeter(new FakeClock());
    expect(meter.deltaMs).toBeUndefined();
    for (const d of [4, 6, 400, 5, 3]) meter.addSample(d);
    expect(meter.deltaMs).toBe(5);
    for (const d of [100, 100, 100]) meter.addSample(d);
    expect(meter.deltaMs).toBe(100);
  });

  it('says inSync ≤ 50 ms, drifting ≤ 150 ms, lost beyond; unknown unmeasured or not playing', () => {
    const meter = new SyncHealthMeter(new FakeClock());
    expect(meter.verdict(true)).toBe('unknown');
    meter.addSample(-50);
    expect(meter.verdict(true)).toBe('inSync');
    expect(meter.verdict(false)).toBe('unknown');
    meter.restart();
    meter.addSample(120);
    expect(meter.verdict(true)).toBe('drifting');
    meter.restart();
    meter.addSample(-151);
    expect(meter.verdict(true)).toBe('lost');
  });

  it('says lost when the device has not answered for a while', () => {
    const clock = new FakeClock();
    const meter = new SyncHealthMeter(clock);
    meter.addSample(3);
    clock.advance(LOST_AFTER_MS);
    expect(meter.verdict(true)).toBe('inSync');
    clock.advance(1);
    expect(meter.verdict(true)).toBe('lost');
    meter.noteAnswer();
    expect(meter.verdict(true)).toBe('inSync');
  });

  it('asks for a hard re-play on the second consecutive sample beyond 500 ms only', () => {
    const meter = new SyncHealthMeter(new FakeClock());
    expect(meter.addSample(600)).toBe(false);
    expect(meter.addSample(20)).toBe(false);
    expect(meter.addSample(-700)).toBe(false);
    expect(meter.addSample(-501)).toBe(true);
    expect(meter.addSample(900)).toBe(false);
  });
});

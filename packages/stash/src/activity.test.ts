import { FakeClock } from '@glide/core';
import { describe, expect, it } from 'vitest';
import { createActivityTracker } from './activity';
import { DEFAULT_PLAYER_SETTINGS, type StashPlayerSettings } from './model';

function tracker(settings: Partial<StashPlayerSettings> = {}, durationS = 100) {
  const clock = new FakeClock();
  const video = { currentTimeS: 0, durationS };
  const saves: { resumeTimeS: number; playDurationS: number }[] = [];
  const plays: number[] = [];
  const errors: unknown[] = [];
  let failSaves = false;
  const activity = createActivityTracker({
    clock,
    settings: { ...DEFAULT_PLAYER_SETTINGS, ...settings },
    position: () => video,
    saveActivity: (entry) => {
      saves.push(entry);
      return failSaves ? Promise.reject(new Error('gone')) : Promise.resolve(true);
    },
    addPlay: () => {
      plays.push(video.currentTimeS);
      return Promise.resolve(1);
    },
    onError: (error) => errors.push(error),
  });
  /** Plays `seconds` of video at 1×. */
  const play = (seconds: number) => {
    for (let i = 0; i < seconds; i++) {
      video.currentTimeS += 1;
      clock.advance(1_000);
    }
  };
  return {
    clock,
    video,
    saves,
    plays,
    errors,
    activity,
    play,
    failSaves: () => {
      failSaves = true;
    },
  };
}

describe('recording activity as Stash’s player does', () => {
  it('saves every 10 s of play, with the seconds played since the last save', () => {
    const t = tracker();
    t.activity.playing();
    t.play(25);
    expect(t.saves).toEqual([
      { resumeTimeS: 10, playDurationS: 10 },
      { resumeTimeS: 20, playDurationS: 10 },
    ]);
    t.activity.stopped();
    expect(t.saves.at(-1)).toEqual({ resumeTimeS: 25, playDurationS: 5 });
    expect(t.clock.pendingTimers).toBe(0);
  });

  it('counts the play once, at the first save (minimum play percent 0)', () => {
    const t = tracker();
    t.activity.playing();
    t.play(35);
    t.activity.stopped();
    expect(t.plays).toEqual([10]);
  });

  it('counts the play only once the minimum share of the scene was played', () => {
    const t = tracker({ minimumPlayPercent: 30 }, 100);
    t.activity.playing();
    t.play(29);
    t.activity.stopped();
    expect(t.plays).toEqual([]);
    t.activity.playing();
    t.play(1);
    t.activity.stopped();
    expect(t.plays).toEqual([30]);
  });

  it('clears the resume point once 98 % of the scene is behind', () => {
    const t = tracker({}, 100);
    t.video.currentTimeS = 90;
    t.activity.playing();
    t.play(8);
    t.activity.stopped();
    expect(t.saves.at(-1)).toEqual({ resumeTimeS: 0, playDurationS: 8 });
  });

  it('sends nothing for a stop without play, nor twice for one stop', () => {
    const t = tracker();
    t.activity.stopped();
    t.activity.playing();
    t.activity.stopped();
    t.activity.stopped();
    expect(t.saves).toEqual([]);
    t.activity.playing();
    t.play(3);
    t.activity.stopped();
    t.activity.stopped();
    expect(t.saves).toEqual([{ resumeTimeS: 3, playDurationS: 3 }]);
  });

  it('with tracking off in Stash, sends nothing and keeps no timer', () => {
    const t = tracker({ trackActivity: false });
    t.activity.playing();
    t.play(30);
    t.activity.stopped();
    expect(t.saves).toEqual([]);
    expect(t.plays).toEqual([]);
    expect(t.clock.pendingTimers).toBe(0);
  });

  it('another scene counts from zero and may be counted again', () => {
    const t = tracker();
    t.activity.playing();
    t.play(10);
    t.activity.reset();
    t.video.currentTimeS = 0;
    t.activity.playing();
    t.play(10);
    t.activity.stopped();
    expect(t.plays).toEqual([10, 10]);
  });

  it('hands a failed send to the player', async () => {
    const t = tracker();
    t.failSaves();
    t.activity.playing();
    t.play(10);
    await Promise.resolve();
    expect(t.errors).toEqual([new Error('gone')]);
  });
});

/**
 * HSSP: the script host holds the script and the server streams it to the device. Glide uploads a
 * CSV, sets it up, then plays at the estimated server time and adjusts with synctimes (spec §4).
 */
import { toCsv } from '../script/csv';
import {
  HSSP_SYNC_FIRST_DELAY_MS,
  HSSP_SYNC_FIRST_FILTER,
  HSSP_SYNC_INTERVAL_MS,
  SYNC_FILTER,
} from './tuning';
import {
  PrepareError,
  playTiming,
  syncTimeArgs,
  wholeScript,
  type Transport,
  type TransportContext,
} from './transport';
import { PlayerPlayState } from './types';

/** Creates the HSSP transport for one loaded script. */
export function createHsspTransport(): Transport {
  /** The uploaded script's URL: a new device session sets it up again without re-uploading. */
  let url: string | undefined;

  const play = (ctx: TransportContext) =>
    ctx.send((p) => p.hssp.play({ ...playTiming(ctx), playbackRate: ctx.rate(), loop: ctx.loop }));

  return {
    kind: 'hssp',
    schedule: {
      steps: [{ delayMs: HSSP_SYNC_FIRST_DELAY_MS, filter: HSSP_SYNC_FIRST_FILTER }],
      repeat: { delayMs: HSSP_SYNC_INTERVAL_MS, filter: SYNC_FILTER },
    },
    async prepare(ctx) {
      if (url === undefined) {
        const script = wholeScript(ctx.script);
        const actions = script.points.map((p) => ({ at: p.t, pos: p.x }));
        const name = script.name.replace(/\.[^.]*$/, '') + '.csv';
        try {
          url = await ctx.send((p) => p.hssp.upload(toCsv(actions), name));
        } catch (cause) {
          throw new PrepareError('upload', cause);
        }
      }
      ctx.preparing();
      try {
        // The device layer resolves once the device reports SCRIPT_SET and rejects on SCRIPT_FAILED.
        const scriptUrl = url;
        await ctx.send((p) => p.hssp.setup(scriptUrl));
      } catch (cause) {
        // The host's URL may have expired: the next attempt uploads again.
        url = undefined;
        throw new PrepareError('scriptFailed', cause);
      }
    },
    start: play,
    // Spec §4: "the video pausing stops the device". Stop, not pause: every resume is a fresh
    // play at the media's time anyway, so pause's kept position is of no use, and stop is the
    // call peers found reliable (ScriptPlayer, SJP).
    halt: (ctx) => ctx.send((p) => p.hssp.stop()),
    syncTime: (ctx, filter) => ctx.send((p) => p.hssp.syncTime(syncTimeArgs(ctx, filter))),
    // HSSP has no rate call: re-play with the new rate (survey §6).
    changeRate: play,
    backgroundJob: () => undefined,
    background: () => Promise.reject(new Error('HSSP sends nothing in the background')),
    // The server feeds the buffer, so only the script's end is special: a script shorter than
    // the video stops there, which is not the device stopping on its own.
    readState(ctx, state, eventName) {
      if (eventName === 'stream_end_reached') return 'ended';
      const { points } = wholeScript(ctx.script);
      const lastPointMs = points[points.length - 1]?.t ?? 0;
      const stopped = state.play_state === PlayerPlayState.STOPPED;
      return stopped && state.current_time >= lastPointMs ? 'ended' : 'ok';
    },
    looped: () => undefined,
    loopChanged: () => undefined,
    invalidate: () => undefined,
    starved: () => undefined,
    stop: (ctx) => ctx.send((p) => p.hssp.stop()),
    buffer: () => undefined,
  };
}

import { describe, expect, it } from 'vitest';
import { Button, ButtonEvent } from '@glide/handy';
import {
  applyButtonPress,
  BUTTON,
  BUTTON_EVENT,
  buttonAction,
  type PlayerControls,
} from './device-buttons';

const short = (button: number) => ({ button, event: ButtonEvent.SHORT_PRESS });
const long = (button: number) => ({ button, event: ButtonEvent.LONG_PRESS_START });

describe('buttonAction (spec §4)', () => {
  it("uses the SDK's button and event numbers", () => {
    expect(BUTTON).toEqual({
      POWER: Button.POWER,
      UP: Button.UP,
      LEFT: Button.LEFT,
      RIGHT: Button.RIGHT,
      DOWN: Button.DOWN,
    });
    expect(BUTTON_EVENT).toEqual({
      SHORT_PRESS: ButtonEvent.SHORT_PRESS,
      LONG_PRESS_START: ButtonEvent.LONG_PRESS_START,
    });
  });

  it('POWER resumes play', () => {
    expect(buttonAction(short(Button.POWER), 1)).toEqual({ kind: 'play' });
  });

  it('LEFT and RIGHT seek back and forward 15 s, 60 s on a long press', () => {
    expect(buttonAction(short(Button.LEFT), 1)).toEqual({ kind: 'seek', byMs: -15_000 });
    expect(buttonAction(short(Button.RIGHT), 1)).toEqual({ kind: 'seek', byMs: 15_000 });
    expect(buttonAction(long(Button.LEFT), 1)).toEqual({ kind: 'seek', byMs: -60_000 });
    expect(buttonAction(long(Button.RIGHT), 1)).toEqual({ kind: 'seek', byMs: 60_000 });
  });

  it('UP and DOWN change the rate by 0.1, without float dust', () => {
    expect(buttonAction(short(Button.UP), 1)).toEqual({ kind: 'rate', rate: 1.1 });
    expect(buttonAction(short(Button.UP), 1.1)).toEqual({ kind: 'rate', rate: 1.2 });
    expect(buttonAction(short(Button.DOWN), 1)).toEqual({ kind: 'rate', rate: 0.9 });
    expect(buttonAction(short(Button.DOWN), 0.7)).toEqual({ kind: 'rate', rate: 0.6 });
  });

  it('holds the rate to 0.5–2', () => {
    expect(buttonAction(short(Button.UP), 2)).toEqual({ kind: 'rate', rate: 2 });
    expect(buttonAction(short(Button.UP), 1.95)).toEqual({ kind: 'rate', rate: 2 });
    expect(buttonAction(short(Button.DOWN), 0.5)).toEqual({ kind: 'rate', rate: 0.5 });
    expect(buttonAction(short(Button.DOWN), 0.55)).toEqual({ kind: 'rate', rate: 0.5 });
  });

  it('a long press of UP or DOWN resets the rate to 1', () => {
    expect(buttonAction(long(Button.UP), 1.7)).toEqual({ kind: 'rate', rate: 1 });
    expect(buttonAction(long(Button.DOWN), 0.6)).toEqual({ kind: 'rate', rate: 1 });
  });

  it('does nothing for WIFI, a long POWER, and the press, release, step and end of a press', () => {
    expect(buttonAction(short(Button.WIFI), 1)).toBeUndefined();
    expect(buttonAction(long(Button.POWER), 1)).toBeUndefined();
    for (const event of [
      ButtonEvent.PRESSED,
      ButtonEvent.RELEASED,
      ButtonEvent.LONG_PRESS_STEP,
      ButtonEvent.LONG_PRESS_END,
    ]) {
      for (const button of [Button.POWER, Button.LEFT, Button.RIGHT, Button.UP, Button.DOWN]) {
        expect(buttonAction({ button, event }, 1)).toBeUndefined();
      }
    }
  });
});

describe('applyButtonPress', () => {
  function controls(rate = 1) {
    const calls: string[] = [];
    const player: PlayerControls = {
      play: () => calls.push('play'),
      seekByMs: (ms) => calls.push(`seek ${ms}`),
      setRate: (next) => calls.push(`rate ${next}`),
      rate: () => rate,
    };
    return { calls, player };
  }

  it("calls the player's control for the press, with the rate it has now", () => {
    const { calls, player } = controls(1.5);
    applyButtonPress(short(Button.POWER), player);
    applyButtonPress(long(Button.LEFT), player);
    applyButtonPress(short(Button.UP), player);
    applyButtonPress(short(Button.WIFI), player);
    expect(calls).toEqual(['play', 'seek -60000', 'rate 1.6']);
  });
});

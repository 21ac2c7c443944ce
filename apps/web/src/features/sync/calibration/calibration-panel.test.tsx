import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { analyseTaps, type PhaseEstimate } from '@glide/core';
import { setUpPageTests } from '../../../device/testing/fake-devices';
import { CalibrationPanel, type CalibrationPanelProps } from './calibration-panel';
import {
  INITIAL_WIZARD,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './calibration-wizard';
import type { TapCalibration } from './use-tap-calibration';

setUpPageTests('sync');

const PERIOD_MS = 500;
const JITTER = [0, 3, -3, 2, -2, 1, -1];

function phase(delayMs: number, count: number, jitter = JITTER): PhaseEstimate {
  const beatsMs = Array.from({ length: count + 2 }, (_, index) => 1_000 + index * PERIOD_MS);
  const tapsMs = beatsMs
    .slice(0, count)
    .map((beat, index) => beat + delayMs + (jitter[index % jitter.length] ?? 0));
  return analyseTaps({ beatsMs, tapsMs, periodMs: PERIOD_MS });
}

const KEY = 'PanelKey1';
const at = (events: readonly WizardEvent[]) => events.reduce(wizardReducer, INITIAL_WIZARD);
const toResult = (deviceDelayMs = 260, offsetMs = 0): WizardEvent[] => [
  { type: 'start' },
  { type: 'tapped', phase: 'video', estimate: phase(200, 30) },
  { type: 'startDevice', offsetMs, connectionKey: KEY },
  { type: 'tapped', phase: 'device', estimate: phase(deviceDelayMs, 30) },
];
/** The result's run, which a save's answer names. */
const RESULT_RUN = at(toResult()).run;
const toApplied = (): WizardEvent[] => [
  ...toResult(),
  { type: 'apply' },
  { type: 'applied', run: RESULT_RUN, previousOffsetMs: 0, appliedOffsetMs: -60 },
];

/** A result with the given figures, as the wizard would hold it after measuring device `KEY`. */
function resultOf(figures: { lagMs: number; uncertaintyMs: number; wide: boolean }): WizardState {
  const { lagMs, uncertaintyMs, wide } = figures;
  const verdict = wide ? 'capped' : 'enough';
  return {
    step: 'result',
    run: 3,
    outcome: {
      kind: 'measured',
      result: {
        lagMs,
        standardErrorMs: uncertaintyMs / 2,
        uncertaintyMs,
        verdict: 'ready',
        wide,
        video: 'enough',
        device: verdict,
      },
      lagMs,
      uncertaintyMs,
      measuredWithOffsetMs: 0,
      connectionKey: KEY,
      proposedOffsetMs: -Math.round(lagMs),
    },
  };
}

function wizardAt(state: WizardState, over: Partial<TapCalibration> = {}): TapCalibration {
  return {
    state,
    waitingFor: undefined,
    clipPaused: false,
    applyWaitsFor: undefined,
    tapping: state.step === 'videoTaps' || state.step === 'deviceTaps',
    holdsSpace: false,
    active: state.step !== 'intro',
    tap: vi.fn(),
    start: vi.fn(),
    startDevice: vi.fn(),
    resume: vi.fn(),
    apply: vi.fn(),
    undo: vi.fn(),
    close: vi.fn(),
    ...over,
  };
}

function renderPanel(wizard: TapCalibration, over: Partial<CalibrationPanelProps> = {}) {
  const props: CalibrationPanelProps = {
    wizard,
    connected: true,
    scriptReady: true,
    offsetMs: 0,
    record: undefined,
    ...over,
  };
  const view = render(<CalibrationPanel {...props} />);
  return {
    ...view,
    show: (next: TapCalibration, more: Partial<CalibrationPanelProps> = {}) =>
      view.rerender(<CalibrationPanel {...props} {...more} wizard={next} />),
  };
}

describe('CalibrationPanel', () => {
  it('starts from the keyboard alone, and focus follows each step', async () => {
    const intro = wizardAt(INITIAL_WIZARD);
    const view = renderPanel(intro);
    expect(
      screen.getByRole('heading', { name: 'Measure the delay by tapping' }),
    ).toBeInTheDocument();
    await userEvent.tab();
    const start = screen.getByRole('button', { name: 'Start measuring' });
    expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(intro.start).toHaveBeenCalledOnce();

    view.show(wizardAt(at([{ type: 'start' }])));
    expect(screen.getByRole('heading', { name: 'Tap on every beat' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    view.show(wizardAt(at([{ type: 'start' }, { type: 'close' }])));
    expect(screen.getByRole('button', { name: 'Start measuring' })).toHaveFocus();
  });

  it('cannot start without a device or before the script is there, and says why', () => {
    const view = renderPanel(wizardAt(INITIAL_WIZARD), { connected: false });
    const start = screen.getByRole('button', { name: 'Start measuring' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Connect your device to measure it.');
    view.show(wizardAt(INITIAL_WIZARD), { connected: true, scriptReady: false });
    expect(screen.getByRole('button', { name: 'Start measuring' })).toHaveAccessibleDescription(
      'Waiting for the test script…',
    );
  });

  it('shows the device’s last result in the intro', () => {
    renderPanel(wizardAt(INITIAL_WIZARD), {
      record: {
        connectionKey: 'PanelKey1',
        measuredAtMs: Date.UTC(2026, 10, 27, 12),
        lagMs: 42.4,
        uncertaintyMs: 5.6,
        wide: false,
        measuredWithOffsetMs: 0,
      },
    });
    expect(screen.getByTestId('calibration-last')).toHaveTextContent(
      'Last measured Nov 27, 2026: +42 ms ± 6 ms.',
    );
  });

  it('says when the last result was less certain than usual', () => {
    renderPanel(wizardAt(INITIAL_WIZARD), {
      record: {
        connectionKey: 'PanelKey1',
        measuredAtMs: Date.UTC(2026, 10, 27, 12),
        lagMs: 42.4,
        uncertaintyMs: 9.1,
        wide: true,
        measuredWithOffsetMs: 0,
      },
    });
    expect(screen.getByTestId('calibration-last')).toHaveTextContent(
      'Last measured Nov 27, 2026: +42 ms ± 10 ms, less certain than usual.',
    );
  });

  it('takes a tap from the tap button’s keyboard click only (a press is heard page-wide)', async () => {
    const wizard = wizardAt(at([{ type: 'start' }, { type: 'running', running: true }]));
    renderPanel(wizard);
    const pad = screen.getByRole('button', { name: 'Tap or press Space' });
    await userEvent.click(pad);
    expect(wizard.tap).not.toHaveBeenCalled();
    pad.focus();
    await userEvent.keyboard('{Enter}');
    expect(wizard.tap).toHaveBeenCalledOnce();
  });

  it('counts the taps on the beat, then asks for more while the spread is too wide', () => {
    const started = at([{ type: 'start' }, { type: 'running', running: true }]);
    const view = renderPanel(wizardAt(started));
    const progress = () => screen.getByTestId('calibration-progress');
    expect(progress()).toHaveTextContent('Find the rhythm: the first taps are not counted.');

    view.show(
      wizardAt(wizardReducer(started, { type: 'tapped', phase: 'video', estimate: phase(200, 9) })),
    );
    expect(progress()).toHaveTextContent('6 of 12 taps on the beat.');
    // A screen reader hears the stage once, not each tap (speech would cover the click).
    expect(progress()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Counting your taps: keep tapping on every beat.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('progressbar', { name: 'Taps on the beat' })).toHaveAttribute(
      'value',
      '6',
    );

    const spread = phase(200, 20, [0, 40, -40, 25, -25, 35, -35, 10, -10]);
    view.show(
      wizardAt(wizardReducer(started, { type: 'tapped', phase: 'video', estimate: spread })),
    );
    // Past the minimum, the text and the bar say how many taps at most are left: 64 − 20.
    expect(progress()).toHaveTextContent(
      /^17 taps on the beat, still ± \d+ ms\. Keep tapping steadily: this step ends after 44 more taps at most\.$/,
    );
    const limit = screen.getByRole('progressbar', { name: 'Taps before this step ends anyway' });
    expect(limit).toHaveAttribute('max', '64');
    expect(limit).toHaveAttribute('value', '20');
    expect(screen.queryByRole('progressbar', { name: 'Taps on the beat' })).not.toBeInTheDocument();
    // One tap before the limit, still too spread.
    const nearLimit: PhaseEstimate = { ...spread, taps: 63 };
    view.show(
      wizardAt(wizardReducer(started, { type: 'tapped', phase: 'video', estimate: nearLimit })),
    );
    expect(progress()).toHaveTextContent(/this step ends after 1 more tap at most\.$/);
  });

  it('says when taps do not count, and plays the clip again on request', async () => {
    const wizard = wizardAt(at([{ type: 'start' }]), { waitingFor: 'clip' });
    const view = renderPanel(wizard);
    expect(screen.getByText('The clip is paused, so taps are not counted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play the clip' }));
    expect(wizard.resume).toHaveBeenCalledOnce();
    const device = at([
      { type: 'start' },
      { type: 'tapped', phase: 'video', estimate: phase(200, 30) },
      { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
    ]);
    view.show(wizardAt(device, { waitingFor: 'device' }));
    expect(screen.getByText('Waiting for your device to follow the clip…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play the clip' })).not.toBeInTheDocument();
  });

  it('turns to the device between the phases', async () => {
    const ready = wizardAt(
      at([{ type: 'start' }, { type: 'tapped', phase: 'video', estimate: phase(200, 30) }]),
    );
    renderPanel(ready);
    expect(screen.getByRole('heading', { name: 'Now tap to your device' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start step 2' }));
    expect(ready.startDevice).toHaveBeenCalledOnce();
  });

  it('shows the lag with its uncertainty and what "Apply" sets, then "Undo"', async () => {
    const result = wizardAt(at(toResult()));
    const view = renderPanel(result);
    // Steady taps give a narrower interval, but none under ± 5 ms is shown (format.ts).
    expect(screen.getByTestId('calibration-lag')).toHaveTextContent(/^\+60 ms ± 5 ms$/);
    expect(
      screen.getByText('Your device reaches the top 60 ms after the beat.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('calibration-proposal')).toHaveTextContent(
      'Apply sets the time offset to −60 ms (now 0 ms).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(result.apply).toHaveBeenCalledOnce();

    const applied = wizardAt(at(toApplied()));
    view.show(applied);
    expect(screen.getByTestId('calibration-status')).toHaveTextContent(
      'Applied: your device now keeps −60 ms. Watch the clip: the device should reach the top together with the bar.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(applied.undo).toHaveBeenCalledOnce();

    view.show(
      wizardAt(at([...toApplied(), { type: 'undo' }, { type: 'undone', run: RESULT_RUN }])),
    );
    expect(screen.getByTestId('calibration-status')).toHaveTextContent(
      'Undone: your device keeps 0 ms again.',
    );
  });

  it('says a device ahead of the beat is early, and that a fitting offset needs no change', () => {
    const view = renderPanel(wizardAt(at(toResult(170))));
    expect(screen.getByText(/reaches the top 30 ms before the beat/)).toBeInTheDocument();
    view.show(wizardAt(at(toResult(200, 0))));
    expect(screen.getByText('Your device is in step with the picture.')).toBeInTheDocument();
    expect(screen.getByTestId('calibration-proposal')).toHaveTextContent(
      'The time offset you have already fits: nothing to change.',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('says why "Apply" failed, and when the taps gave nothing to measure', () => {
    const view = renderPanel(
      wizardAt(
        at([
          ...toResult(),
          { type: 'apply' },
          { type: 'applyFailed', run: RESULT_RUN, error: undefined },
        ]),
      ),
    );
    expect(screen.getByTestId('calibration-status')).toHaveTextContent(
      'Not applied: the device is not connected.',
    );
    const none = analyseTaps({ beatsMs: [], tapsMs: Array(64).fill(0), periodMs: PERIOD_MS });
    view.show(
      wizardAt(at([{ type: 'start' }, { type: 'tapped', phase: 'video', estimate: none }])),
    );
    const again = screen.getByRole('button', { name: 'Measure again' });
    expect(within(again.closest('section') ?? document.body).getByRole('status')).toHaveTextContent(
      /^Step 1 ended without a measurement: your taps did not follow the clip's beat/,
    );
    view.show(
      wizardAt(
        at([
          { type: 'start' },
          { type: 'tapped', phase: 'video', estimate: phase(200, 30) },
          { type: 'startDevice', offsetMs: 0, connectionKey: KEY },
          { type: 'tapped', phase: 'device', estimate: none },
        ]),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Step 2 ended without a measurement: your taps did not follow your device/,
    );
    expect(screen.getByRole('button', { name: 'Measure again' })).toBeInTheDocument();
  });

  it('keeps "Measure again" and "Close" until "Apply" has answered, and "Done" until "Undo" has', () => {
    const view = renderPanel(wizardAt(at([...toResult(), { type: 'apply' }])));
    expect(screen.getByRole('button', { name: 'Applying…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Measure again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    view.show(wizardAt(at([...toApplied(), { type: 'undo' }])));
    expect(screen.getByRole('button', { name: 'Undoing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    view.show(wizardAt(at(toApplied())));
    expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled();
  });

  it('waits with "Apply" until the device’s offset is known, and says why', () => {
    renderPanel(wizardAt(at(toResult()), { applyWaitsFor: 'deviceOffset' }));
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(
      "Apply waits until your device's current time offset is known, so that Undo can put it back.",
    );
  });

  it('offers to play the clip after "Apply" when it is paused (after a stop)', async () => {
    const applied = wizardAt(at(toApplied()), { clipPaused: true });
    const view = renderPanel(applied);
    await userEvent.click(screen.getByRole('button', { name: 'Play the clip' }));
    expect(applied.resume).toHaveBeenCalledOnce();
    view.show(wizardAt(at(toApplied())));
    expect(screen.queryByRole('button', { name: 'Play the clip' })).not.toBeInTheDocument();
  });

  it('says so when another device took the measured one’s place', () => {
    renderPanel(
      wizardAt(at([...toResult(), { type: 'deviceChanged', connectionKey: 'PanelKey2' }])),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Another device is in use now, so the measurement of the one before was set aside.',
    );
    expect(screen.getByRole('button', { name: 'Start measuring' })).toBeEnabled();
  });

  it('presents a wide result as a warning, with "Measure again" first and "Apply" second', () => {
    renderPanel(wizardAt(resultOf({ lagMs: 48.2, uncertaintyMs: 9.3, wide: true })));
    expect(screen.getByTestId('calibration-wide')).toHaveClass('notice', 'notice--warning');
    expect(screen.getByTestId('calibration-wide')).toHaveTextContent(/less certain than usual/);
    const again = screen.getByRole('button', { name: 'Measure again' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(again).toHaveClass('ui-button--primary');
    expect(apply).toHaveClass('ui-button--secondary');
    expect(again.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('Your device reaches the top 48 ms after the beat.'),
    ).toBeInTheDocument();
  });

  it('says a lag within a wide uncertainty cannot be told from 0 ms, not that the device is in step', () => {
    const view = renderPanel(wizardAt(resultOf({ lagMs: 12.2, uncertaintyMs: 14.6, wide: true })));
    expect(screen.getByTestId('calibration-lag')).toHaveTextContent('+12 ms ± 15 ms');
    const indistinct = 'This delay cannot be told apart from 0 ms: it is within the uncertainty.';
    expect(screen.getByText(indistinct)).toBeInTheDocument();
    expect(screen.queryByText('Your device is in step with the picture.')).not.toBeInTheDocument();
    // Not flagged wide, but still too loose an interval to call it in step.
    view.show(wizardAt(resultOf({ lagMs: 4.1, uncertaintyMs: 8, wide: false })));
    expect(screen.getByText(indistinct)).toBeInTheDocument();
    // Tight: in step.
    view.show(wizardAt(resultOf({ lagMs: 3.6, uncertaintyMs: 4.2, wide: false })));
    expect(screen.getByText('Your device is in step with the picture.')).toBeInTheDocument();
    expect(screen.queryByTestId('calibration-wide')).not.toBeInTheDocument();
  });

  it('opened from the offer, takes the focus to "Start" once, and never pulls it back later', () => {
    const view = renderPanel(wizardAt(INITIAL_WIZARD), { focusStart: true, connected: false });
    // Until "Start" can be pressed, the heading, with the reason next to it.
    expect(screen.getByRole('heading', { name: 'Measure the delay by tapping' })).toHaveFocus();
    view.show(wizardAt(INITIAL_WIZARD), { focusStart: true, connected: true });
    expect(screen.getByRole('button', { name: 'Start measuring' })).toHaveFocus();
    // The person moves on; the device drops out and comes back: the focus stays where it is.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    view.show(wizardAt(INITIAL_WIZARD), { focusStart: true, connected: false });
    view.show(wizardAt(INITIAL_WIZARD), { focusStart: true, connected: true });
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});

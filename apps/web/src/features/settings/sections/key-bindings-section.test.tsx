import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import {
  descriptionOf,
  renderWithTexts,
  resetSettingsEnvironment,
  writeFromAnotherTab,
} from '../test-support';
import { KeyBindingsSection } from './key-bindings-section';

const stroke = () => preferencesStore().get().keyBinding.stroke;
const timeOffset = () => preferencesStore().get().keyBinding.timeOffset;
const keyButton = (action: string) =>
  screen.getByRole('button', { name: new RegExp(`^${action}: `) });

beforeEach(resetSettingsEnvironment);

describe('KeyBindingsSection', () => {
  it('captures a key pressed on a focused key button and saves it', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    const topUp = screen.getByRole('button', { name: 'Raise the top: Q' });
    topUp.focus();
    await user.keyboard('z');
    expect(stroke().topUp).toBe('z');
    expect(screen.getByRole('button', { name: 'Raise the top: Z' })).toBe(topUp);
    expect(descriptionOf(topUp)).toContain('Raise the top is now Z.');
  });

  it('asks for a key on Enter without changing the binding', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    keyButton('Increase the offset').focus();
    await user.keyboard('{Enter}');
    expect(descriptionOf(keyButton('Increase the offset'))).toContain('Press the new key');
    expect(timeOffset().increase).toBe('e');
    await user.keyboard('r');
    expect(timeOffset().increase).toBe('r');
  });

  it('refuses a key that another action uses, with a message naming that action', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    const topUp = keyButton('Raise the top');
    topUp.focus();
    await user.keyboard('A');
    expect(descriptionOf(topUp)).toContain(
      'A is already used for “Lower the top”. Choose another key.',
    );
    expect(stroke().topUp).toBe('q');
    expect(stroke().topDown).toBe('a');
    expect(topUp).toHaveProperty('textContent', 'Q');
  });

  it('refuses keys that are not a single character', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    const decrease = keyButton('Decrease the offset');
    decrease.focus();
    await user.keyboard('{ArrowUp}');
    expect(descriptionOf(decrease)).toContain('Choose a letter, digit or symbol key.');
    expect(timeOffset().decrease).toBe('d');
  });

  it('keeps Tab for moving on', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    keyButton('Raise the top').focus();
    await user.tab();
    expect(document.activeElement).toBe(keyButton('Lower the top'));
    expect(stroke().topUp).toBe('q');
  });

  it('validates the increments, shows why next to the field, and saves valid ones', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    const strokeStep = screen.getByLabelText('Stroke step per key press (%)');
    await user.clear(strokeStep);
    await user.type(strokeStep, '101');
    expect(strokeStep.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(strokeStep)).toBe('Enter a whole number from 1 to 100.');
    expect(stroke().incrementPct).toBe(10);

    await user.clear(strokeStep);
    await user.type(strokeStep, '2.5');
    expect(descriptionOf(strokeStep)).toBe('Enter a whole number from 1 to 100.');
    // Saved as typed: "2" was valid on the way, "2.5" is not and stays unsaved.
    expect(stroke().incrementPct).toBe(2);

    await user.clear(strokeStep);
    await user.type(strokeStep, '25');
    expect(strokeStep.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(strokeStep)).toBe('');
    expect(stroke().incrementPct).toBe(25);

    const offsetStep = screen.getByLabelText('Time offset step per key press (ms)');
    await user.clear(offsetStep);
    expect(descriptionOf(offsetStep)).toBe('Enter a whole number from 1 to 1000.');
    await user.type(offsetStep, '1000');
    expect(timeOffset().incrementMs).toBe(1000);
    // Invalid values were kept from the store, never refused by it.
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });

  it('turns the shortcuts on and off', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    const enabled = screen.getByRole('switch', { name: 'Keyboard shortcuts' });
    expect(enabled.getAttribute('aria-checked')).toBe('false');
    await user.click(enabled);
    expect(preferencesStore().get().keyBinding.enabled).toBe(true);
    expect(enabled.getAttribute('aria-checked')).toBe('true');
  });

  it('resets keys and steps to q/a/w/s, e/d, n/p and 10, and leaves the switch alone', async () => {
    const user = userEvent.setup();
    preferencesStore().update({
      keyBinding: {
        enabled: true,
        stroke: { incrementPct: 5, topUp: 'i', topDown: 'k', bottomUp: 'o', bottomDown: 'l' },
        timeOffset: { incrementMs: 40, increase: 'u', decrease: 'j' },
        playlist: { next: '.', previous: ',' },
      },
    });
    await renderWithTexts(<KeyBindingsSection />);
    // An edit in progress is dropped by the reset too.
    const strokeStep = screen.getByLabelText('Stroke step per key press (%)');
    await user.clear(strokeStep);
    await user.click(screen.getByRole('button', { name: 'Reset keys to the defaults' }));
    expect(preferencesStore().get().keyBinding).toEqual({
      enabled: true,
      stroke: { incrementPct: 10, topUp: 'q', topDown: 'a', bottomUp: 'w', bottomDown: 's' },
      timeOffset: { incrementMs: 10, increase: 'e', decrease: 'd' },
      playlist: { next: 'n', previous: 'p' },
    });
    expect(keyButton('Raise the top').textContent).toBe('Q');
    expect(keyButton('Decrease the offset').textContent).toBe('D');
    expect(keyButton('Next video').textContent).toBe('N');
    expect(keyButton('Previous video').textContent).toBe('P');
    expect(strokeStep).toHaveProperty('value', '10');
    expect(strokeStep.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Keys and steps are back to their defaults.')).toBeInTheDocument();
  });

  it('shows changes from another tab without losing an edit in progress here', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<KeyBindingsSection />);
    const strokeStep = screen.getByLabelText('Stroke step per key press (%)');
    const offsetStep = screen.getByLabelText('Time offset step per key press (ms)');
    await user.clear(strokeStep);
    await user.type(strokeStep, '0');
    expect(strokeStep.getAttribute('aria-invalid')).toBe('true');

    const current = preferencesStore().get();
    act(() =>
      writeFromAnotherTab({
        ...current,
        keyBinding: {
          ...current.keyBinding,
          stroke: { ...current.keyBinding.stroke, incrementPct: 30, topUp: 'x' },
          timeOffset: { ...current.keyBinding.timeOffset, incrementMs: 50 },
        },
      }),
    );

    await waitFor(() => expect(keyButton('Raise the top').textContent).toBe('X'));
    expect(offsetStep).toHaveProperty('value', '50');
    // The field being edited keeps the user's text and its message.
    expect(strokeStep).toHaveProperty('value', '0');
    expect(strokeStep.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(strokeStep)).toBe('Enter a whole number from 1 to 100.');
    expect(stroke().incrementPct).toBe(30);

    // Finishing the edit saves it over the other tab's value.
    await user.type(strokeStep, '{Backspace}15');
    expect(stroke().incrementPct).toBe(15);
    expect(stroke().topUp).toBe('x');
  });
});

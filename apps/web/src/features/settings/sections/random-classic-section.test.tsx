import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { descriptionOf, renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { RandomClassicSection } from './random-classic-section';

const randomClassic = () => preferencesStore().get().randomClassic;

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  return input;
}

beforeEach(resetSettingsEnvironment);

describe('RandomClassicSection', () => {
  it('shows the stored ranges and values (spec §9 defaults)', async () => {
    await renderWithTexts(<RandomClassicSection />);
    expect(screen.getByLabelText('Lowest speed (%)')).toHaveProperty('value', '0');
    expect(screen.getByLabelText('Highest speed (%)')).toHaveProperty('value', '90');
    expect(screen.getByLabelText('Lowest position (%)')).toHaveProperty('value', '20');
    expect(screen.getByLabelText('Highest position (%)')).toHaveProperty('value', '80');
    expect(screen.getByLabelText('Minimum stroke length (%)')).toHaveProperty('value', '25');
    expect(screen.getByLabelText('Time between changes (s)')).toHaveProperty('value', '5');
    expect(screen.getByLabelText('Pause between segments (s)')).toHaveProperty('value', '0');
  });

  it('refuses a minimum above the maximum, with the message under the maximum', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<RandomClassicSection />);
    const low = await replace(user, 'Lowest speed (%)', '95');
    const high = screen.getByLabelText('Highest speed (%)');
    expect(high.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(high)).toBe('The maximum must not be less than the minimum.');
    expect(low.getAttribute('aria-invalid')).toBeNull();
    // "9" was a valid minimum on the way to "95"; the pair never holds 95 > 90.
    expect(randomClassic().speedRangePct).toEqual([9, 90]);

    await replace(user, 'Highest speed (%)', '100');
    expect(high.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(high)).toBe('');
    expect(randomClassic().speedRangePct).toEqual([95, 100]);
  });

  it('refuses a stroke range whose ends meet, as Start does, with the message under the maximum', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<RandomClassicSection />);
    const high = await replace(user, 'Highest position (%)', '20');
    expect(high.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(high)).toBe(
      'Leave at least 1 % between the lowest and the highest position.',
    );
    // On the way to 20 the maximum was 2, below the minimum: the order message, not this one.
    expect(randomClassic().strokeRangePct).toEqual([20, 80]);
    await replace(user, 'Highest position (%)', '20.5');
    expect(descriptionOf(high)).toBe(
      'Leave at least 1 % between the lowest and the highest position.',
    );
    await replace(user, 'Highest position (%)', '21');
    expect(descriptionOf(high)).toBe('');
    expect(randomClassic().strokeRangePct).toEqual([20, 21]);
  });

  it('refuses a percentage outside 0–100 at its own end of the pair', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<RandomClassicSection />);
    const high = await replace(user, 'Highest position (%)', '120');
    expect(descriptionOf(high)).toBe('Enter a number from 0 to 100.');
    const low = await replace(user, 'Lowest position (%)', '-5');
    expect(descriptionOf(low)).toBe('Enter a number from 0 to 100.');
    // On the way to 120 the maximum was 1 and 12, below the minimum: never a valid pair.
    expect(randomClassic().strokeRangePct).toEqual([20, 80]);
  });

  it('validates the single values against their ranges and saves valid ones', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<RandomClassicSection />);
    const between = await replace(user, 'Time between changes (s)', '0');
    expect(descriptionOf(between)).toBe('Enter a number from 1 to 3600.');
    expect(randomClassic().timeBetweenSeconds).toBe(5);
    await replace(user, 'Time between changes (s)', '7.5');
    expect(randomClassic().timeBetweenSeconds).toBe(7.5);

    const pause = await replace(user, 'Pause between segments (s)', '');
    expect(descriptionOf(pause)).toBe('Enter a number from 0 to 3600.');
    await replace(user, 'Pause between segments (s)', '3601');
    expect(descriptionOf(pause)).toBe('Enter a number from 0 to 3600.');
    expect(randomClassic().currentPauseSeconds).toBe(360);

    const minimum = await replace(user, 'Minimum stroke length (%)', '101');
    expect(descriptionOf(minimum)).toBe('Enter a number from 0 to 100.');
    expect(randomClassic().minimumStrokeLengthPct).toBe(10);
  });
});

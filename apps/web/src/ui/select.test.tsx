import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubJsdomLayout } from '../lib/jsdom-layout';
import { NativeSelect } from './native-select';
import { Select } from './select';
import { chooseOption, type SelectOption } from './select-field';

beforeAll(stubJsdomLayout);
afterEach(cleanup);

type Device = 'handy' | 'oh';
const OPTIONS: readonly SelectOption<Device>[] = [
  { value: 'handy', label: 'The Handy' },
  { value: 'oh', label: 'Oh' },
];

describe('chooseOption', () => {
  it('hands back the value of one of the options, and nothing else', () => {
    const chosen = vi.fn<(value: Device) => void>();
    const choose = chooseOption(OPTIONS, chosen);
    choose('oh');
    choose('handy-2');
    choose('');
    expect(chosen.mock.calls).toEqual([['oh']]);
  });
});

describe.each([
  { name: 'NativeSelect', Control: NativeSelect },
  { name: 'Select', Control: Select },
])('$name, on the shared field', ({ Control }) => {
  it('is a combobox named by its label, visible or visually hidden', () => {
    render(
      <>
        <Control label="Device" value="handy" options={OPTIONS} onValueChange={() => undefined} />
        <Control
          label="Device in the header"
          hideLabel
          value="oh"
          options={OPTIONS}
          onValueChange={() => undefined}
        />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Device' })).toHaveTextContent('The Handy');
    const hidden = screen.getByRole('combobox', { name: 'Device in the header' });
    expect(hidden).toHaveTextContent('Oh');
    expect(screen.getByText('Device in the header')).toHaveClass('visually-hidden');
    expect(screen.getByText('Device')).not.toHaveClass('visually-hidden');
  });

  it('takes the id it is given, so a page can point at it', () => {
    render(
      <Control
        id="device-kind"
        label="Device"
        value="handy"
        options={OPTIONS}
        onValueChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Device' })).toHaveAttribute('id', 'device-kind');
  });

  it('is disabled on request and keeps the choices untranslated when asked', () => {
    render(
      <Control
        label="Device"
        value="handy"
        options={OPTIONS}
        onValueChange={() => undefined}
        disabled
        translate="no"
      />,
    );
    const control = screen.getByRole('combobox', { name: 'Device' });
    expect(control).toBeDisabled();
    expect(control).toHaveAttribute('translate', 'no');
  });
});

describe('choosing', () => {
  it('NativeSelect reports the chosen option and drops a value that is none of them', async () => {
    const chosen = vi.fn<(value: Device) => void>();
    render(<NativeSelect label="Device" value="handy" options={OPTIONS} onValueChange={chosen} />);
    const control = screen.getByRole('combobox', { name: 'Device' });
    await userEvent.selectOptions(control, 'Oh');
    fireEvent.change(control, { target: { value: 'handy-2' } });
    expect(chosen.mock.calls).toEqual([['oh']]);
  });

  it('Select opens from the keyboard and reports the chosen option', async () => {
    const chosen = vi.fn<(value: Device) => void>();
    render(<Select label="Device" value="handy" options={OPTIONS} onValueChange={chosen} />);
    screen.getByRole('combobox', { name: 'Device' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Oh' }));
    expect(chosen.mock.calls).toEqual([['oh']]);
  });
});

import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, DropdownMenu, RadioCards, Switch, TextField } from '.';

beforeAll(() => {
  // jsdom has no layout engine; Radix measures controls with ResizeObserver, which never fires here.
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
});
afterEach(cleanup);

describe('Switch', () => {
  function Controlled() {
    const [on, setOn] = useState(false);
    return (
      <Switch
        label="Dark mode"
        description="Easier on the eyes"
        checked={on}
        onCheckedChange={setOn}
      />
    );
  }

  it('is a labelled, described switch that Space toggles', async () => {
    render(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getAttribute('aria-describedby')).toBeTruthy();
    control.focus();
    await userEvent.keyboard(' ');
    expect(control.getAttribute('aria-checked')).toBe('true');
  });
});

describe('TextField', () => {
  it('ties its help and its error to the input', () => {
    render(<TextField label="API base URL" description="http or https" error="Not a URL" />);
    const input = screen.getByLabelText('API base URL');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'http or https',
      'Not a URL',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Not a URL');
  });
});

describe('RadioCards', () => {
  it('is a labelled radio group; choosing a card reports its value', async () => {
    const chosen: string[] = [];
    render(
      <RadioCards
        label="Device"
        value="handy"
        onValueChange={(value) => chosen.push(value)}
        options={[
          { value: 'handy', title: 'The Handy' },
          { value: 'oh', title: 'Oh' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Device' })).toBeInTheDocument();
    const handy = screen.getByRole('radio', { name: 'The Handy' });
    expect(handy.getAttribute('aria-checked')).toBe('true');
    // Arrow keys are proven in Chromium (shell.spec.ts): jsdom has no focus movement to follow.
    await userEvent.click(screen.getByRole('radio', { name: 'Oh' }));
    expect(chosen).toEqual(['oh']);
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard and runs the chosen action', async () => {
    const onSelect = vi.fn();
    render(
      <DropdownMenu
        trigger={<button type="button">Actions</button>}
        items={[
          { id: 'export', label: 'Export', onSelect },
          { id: 'delete', label: 'Delete', onSelect: () => undefined, disabled: true },
        ]}
      />,
    );
    screen.getByRole('button', { name: 'Actions' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDialog', () => {
  it('asks first, with the focus on Cancel, and confirms only on request', async () => {
    const onConfirm = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Reset all settings?"
          description="Every setting goes back to its default."
          confirmLabel="Reset"
          cancelLabel="Cancel"
          onConfirm={onConfirm}
          destructive
        />
      );
    }
    render(<Harness />);
    expect(screen.getByRole('alertdialog', { name: 'Reset all settings?' })).toBeInTheDocument();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

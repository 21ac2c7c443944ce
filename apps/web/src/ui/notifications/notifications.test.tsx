import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { startTestI18n } from '../../i18n/test-i18n';
import { createNotificationStore } from './notification-store';
import { Notifications } from './notifications';

beforeAll(async () => {
  await startTestI18n();
});
afterEach(cleanup);

function setup() {
  const clock = new FakeClock();
  const store = createNotificationStore({ clock });
  render(<Notifications store={store} />);
  return { clock, store };
}

describe('Notifications', () => {
  it('shows each kind with a text label, in a labelled region', () => {
    const { store } = setup();
    act(() => {
      store.notify({ kind: 'negative', message: 'Could not connect' });
      store.notify({ kind: 'positive', message: 'Saved' });
    });
    expect(screen.getByRole('region', { name: /^Notifications/ })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ErrorCould not connect'),
      expect.stringContaining('DoneSaved'),
    ]);
    expect(items[0]?.dataset.kind).toBe('negative');
  });

  it('goes away after the default 5000 ms', () => {
    const { clock, store } = setup();
    act(() => void store.notify({ kind: 'warning', message: 'Low battery' }));
    expect(screen.getByText('Low battery')).toBeTruthy();
    act(() => clock.advance(4_999));
    expect(screen.queryByText('Low battery')).not.toBeNull();
    act(() => clock.advance(1));
    expect(screen.queryByText('Low battery')).toBeNull();
  });

  it('closes with its labelled button, from the keyboard', async () => {
    const { store } = setup();
    act(() => void store.notify({ kind: 'negative', message: 'Failed' }));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Failed')).toBeNull();
    expect(store.list()).toEqual([]);
  });
});

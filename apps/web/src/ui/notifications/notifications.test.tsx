import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '@glide/core';
import { startTestI18n } from '../../i18n/test-i18n';
import { createNotificationStore } from './notification-store';
import { Notifications } from './notifications';

beforeAll(async () => {
  await startTestI18n();
});
/** The component's script loads on first use; a busy machine may take a while to import it. */
const LAZY = { timeout: 5000 };

afterEach(cleanup);

function setup() {
  const clock = new FakeClock();
  const store = createNotificationStore({ clock });
  render(<Notifications store={store} />);
  return { clock, store };
}

describe('Notifications', () => {
  it('loads nothing until the first notification', () => {
    setup();
    expect(document.body.textContent).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows each kind with a text label, in a labelled region', async () => {
    const { store } = setup();
    act(() => {
      store.notify({ kind: 'negative', message: 'Could not connect' });
      store.notify({ kind: 'positive', message: 'Saved' });
    });
    expect(await screen.findByRole('region', { name: /^Notifications/ }, LAZY)).toBeInTheDocument();
    // The toasts are portalled into the region once it is mounted.
    const items = await screen.findAllByRole('listitem', {}, LAZY);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('ErrorCould not connect'),
      expect.stringContaining('DoneSaved'),
    ]);
    expect(items[0]?.dataset.kind).toBe('negative');
  });

  it('names the region and announces each toast in words, with no raw placeholder', async () => {
    const { store } = setup();
    act(() => void store.notify({ kind: 'negative', message: 'Could not connect' }));
    const region = await screen.findByRole('region', { name: /^Notifications/ }, LAZY);
    expect(region.getAttribute('aria-label')).toBe('Notifications (F8)');
    // Radix announces a new toast through a visually hidden live region, its label first.
    const announcement = await waitFor(() => {
      const live = [...document.querySelectorAll('[aria-live]')].find((node) =>
        node.textContent?.includes('Could not connect'),
      );
      if (!live) throw new Error('not announced yet');
      return live;
    });
    expect(announcement.textContent).toMatch(/^Notification Error ?Could not connect$/);
    for (const node of document.querySelectorAll('[aria-label],[aria-live]')) {
      expect(node.getAttribute('aria-label') ?? '').not.toContain('{');
      expect(node.textContent).not.toContain('{');
    }
  });

  it('goes away after the default 5000 ms', async () => {
    const { clock, store } = setup();
    act(() => void store.notify({ kind: 'warning', message: 'Low battery' }));
    expect(await screen.findByText('Low battery', {}, LAZY)).toBeInTheDocument();
    act(() => clock.advance(4_999));
    expect(screen.queryByText('Low battery')).not.toBeNull();
    act(() => clock.advance(1));
    expect(screen.queryByText('Low battery')).toBeNull();
  });

  it('closes with its labelled button, from the keyboard', async () => {
    const { store } = setup();
    act(() => void store.notify({ kind: 'negative', message: 'Failed' }));
    const dismiss = await screen.findByRole('button', { name: 'Dismiss' }, LAZY);
    act(() => dismiss.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('Failed')).toBeNull();
    expect(store.list()).toEqual([]);
  });

  it('survives a failed load of its script, and loads it with the next notification', async () => {
    const clock = new FakeClock();
    const store = createNotificationStore({ clock });
    let loads = 0;
    const loadView = () => {
      loads++;
      // Offline at first: the browser could not fetch the chunk.
      if (loads === 1)
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return import('./notifications-view');
    };
    render(<Notifications store={store} loadView={loadView} />);
    act(() => void store.notify({ kind: 'negative', message: 'Failed to fetch' }));
    await waitFor(() => expect(loads).toBe(1));
    await act(async () => {
      await Promise.resolve();
    });
    // Nothing shown, nothing thrown: the page around it stays.
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void store.notify({ kind: 'positive', message: 'Back online' }));
    expect(await screen.findByText('Back online', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});

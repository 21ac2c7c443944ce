/**
 * What the local player's page tests share: jsdom's gaps for local files and videos filled (a
 * Blob's `text()`, object URLs, `canPlayType` for WebM), the page's route, and a video with its
 * script picked as a person picks them.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** The local player's route, as the route table gives it. */
export const LOCAL_ROUTE = { path: '/local', handle: { titleKey: 'local', app: true } } as const;

/** jsdom's Blob has no `text()` (browsers do); read it with its FileReader instead. */
export function readBlobText(this: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(this);
  });
}

/** Fills jsdom's gaps for the local player (call in `beforeEach`; `vi.restoreAllMocks` after). */
export function stubLocalMedia(): void {
  if (typeof Blob.prototype.text !== 'function') {
    Object.defineProperty(Blob.prototype, 'text', { configurable: true, value: readBlobText });
  }
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'video/webm' ? 'maybe' : '',
  );
}

/**
 * Picks `movie.webm` with `movie.funscript` (a minute from 0 to 100) on the rendered page, and
 * waits until the script is read. Returns the video element.
 */
export async function pickVideoAndScript(): Promise<HTMLVideoElement> {
  await screen.findByTestId('local-empty');
  const actions = [
    { at: 0, pos: 0 },
    { at: 60_000, pos: 100 },
  ];
  fireEvent.change(screen.getByTestId('local-video-input'), {
    target: {
      files: [
        new File(['x'], 'movie.webm', { type: 'video/webm' }),
        new File([JSON.stringify({ actions })], 'movie.funscript', { type: '' }),
      ],
    },
  });
  await waitFor(() =>
    expect(screen.getByTestId('local-script-name').textContent).toBe('movie.funscript'),
  );
  return screen.getByTestId<HTMLVideoElement>('local-video');
}

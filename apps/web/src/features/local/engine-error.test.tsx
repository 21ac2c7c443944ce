import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestI18n } from '../../i18n/test-i18n';
import { EngineError } from './engine-error';

beforeAll(async () => {
  const i18n = await startTestI18n();
  await i18n.loadNamespaces('local');
});
afterEach(cleanup);

describe('EngineError', () => {
  it('offers a retry and streaming instead when the upload failed', () => {
    const onRetry = vi.fn();
    const onTransport = vi.fn();
    render(
      <EngineError
        error={{ kind: 'upload', cause: new Error('413') }}
        transport="hssp"
        onRetry={onRetry}
        onTransport={onTransport}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The script could not be uploaded to the script host.',
    );
    expect(screen.getByRole('alert').textContent).toContain('The video keeps playing meanwhile.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stream from this browser' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onTransport).toHaveBeenCalledWith('hsp');
  });

  it('asks to check the device when a command failed, without a transport switch', () => {
    render(
      <EngineError
        error={{ kind: 'command', cause: new Error('offline') }}
        transport="hsp"
        onRetry={vi.fn()}
        onTransport={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The device stopped answering.');
    expect(screen.queryByRole('button', { name: /Upload|Stream/ })).toBeNull();
  });

  it('points to connecting when there is no device', () => {
    render(
      <EngineError
        error={{ kind: 'noDevice', cause: undefined }}
        transport="hsp"
        onRetry={vi.fn()}
        onTransport={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No device is connected.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestI18n } from '../../i18n/test-i18n';
import { EngineError } from './engine-error';

beforeAll(async () => {
  const i18n = await startTestI18n();
  await i18n.loadNamespaces('player');
});
afterEach(cleanup);

describe('EngineError', () => {
  it('offers a retry and streaming instead when the upload failed', () => {
    const onRetry = vi.fn();
    const onChange = vi.fn();
    render(
      <EngineError
        error={{ kind: 'upload', cause: new Error('413') }}
        onRetry={onRetry}
        transport={{ current: 'hssp', onChange }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The script could not be uploaded to the script host.',
    );
    expect(screen.getByRole('alert').textContent).toContain('The video keeps playing meanwhile.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stream from this browser' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith('hsp');
  });

  it('offers uploading instead when a streamed script failed, where the page has both', () => {
    const onChange = vi.fn();
    render(
      <EngineError
        error={{ kind: 'scriptFailed', cause: new Error('setup') }}
        onRetry={vi.fn()}
        transport={{ current: 'hsp', onChange }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'The device could not load the script.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload the script instead' }));
    expect(onChange).toHaveBeenCalledWith('hssp');
  });

  it('offers only a retry on a page that streams only', () => {
    const onRetry = vi.fn();
    render(<EngineError error={{ kind: 'scriptFailed', cause: undefined }} onRetry={onRetry} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Retry']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks to check the device when a command failed, without a transport switch', () => {
    render(
      <EngineError
        error={{ kind: 'command', cause: new Error('offline') }}
        onRetry={vi.fn()}
        transport={{ current: 'hsp', onChange: vi.fn() }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The device stopped answering.');
    expect(screen.queryByRole('button', { name: /Upload|Stream/ })).toBeNull();
  });

  it('points to connecting when there is no device', () => {
    render(<EngineError error={{ kind: 'noDevice', cause: undefined }} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('No device is connected.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

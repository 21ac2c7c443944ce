import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { descriptionOf, renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { StashSection, type StashTestDeps } from './stash-section';

const stash = () => preferencesStore().get().stash;

beforeEach(resetSettingsEnvironment);

/** A Stash answering every GraphQL request with `answer`, recording what it was sent. */
function fakeStash(
  answer: (body: { operationName: string; variables: Record<string, unknown> }) => Response,
) {
  const sent: { url: string; headers: Headers }[] = [];
  const fetch = (input: string, init: RequestInit = {}): Promise<Response> => {
    if (init.mode === 'no-cors') return Promise.reject(new TypeError('Failed to fetch'));
    sent.push({ url: input, headers: new Headers(init.headers) });
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    return Promise.resolve(answer(body));
  };
  const deps: StashTestDeps = { fetch: fetch as typeof globalThis.fetch, pageProtocol: 'http:' };
  return { deps, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const healthy = ({
  operationName,
  variables,
}: {
  operationName: string;
  variables: Record<string, unknown>;
}) =>
  operationName === 'GlideServerStatus'
    ? json({
        data: {
          version: { version: 'v0.30.1', hash: 'b23b0267a' },
          systemStatus: { status: 'OK', appSchema: 75, databaseSchema: 75 },
        },
      })
    : json({
        data: {
          findScenes: {
            count: (variables.scene_filter as { interactive?: boolean }).interactive ? 1204 : 50000,
          },
        },
      });

describe('StashSection', () => {
  it('keeps the address as its server’s base and the key, in this browser', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<StashSection />);
    await user.type(screen.getByLabelText('Stash address'), '192.168.1.10:9999');
    await user.type(screen.getByLabelText('API key'), 'secret-key');
    expect(stash()).toEqual({ baseUrl: 'http://192.168.1.10:9999/', apiKey: 'secret-key' });
    // The key is a password field: not shown, not offered for autofill.
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
  });

  it('refuses an address with a password or a key in it, saying where they go', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<StashSection />);
    const address = screen.getByLabelText('Stash address');
    await user.type(address, 'http://admin:pw@stash.local:9999');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(address)).toContain('Leave the user name and password out of the address');
    await user.clear(address);
    await user.type(address, 'http://stash.local:9999/?apikey=abc');
    expect(descriptionOf(address)).toContain('Leave the API key out of the address');
    // What is kept is the last address that was one: never a password or a key.
    expect(stash().baseUrl).toBe('http://stash.local:9999/');
  });

  it('says what it found: the version, the scenes and those with a script', async () => {
    const user = userEvent.setup();
    const { deps, sent } = fakeStash(healthy);
    await renderWithTexts(<StashSection deps={deps} />);
    await user.type(screen.getByLabelText('Stash address'), 'http://192.168.1.10:9999');
    await user.type(screen.getByLabelText('API key'), 'secret-key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText(
        'Connected to Stash v0.30.1: 50,000 scenes, 1,204 of them with a script.',
      ),
    ).toBeInTheDocument();
    expect(sent.every((call) => call.url === 'http://192.168.1.10:9999/graphql')).toBe(true);
    expect(sent.every((call) => call.headers.get('ApiKey') === 'secret-key')).toBe(true);
  });

  it.each([
    [() => new Response(null, { status: 401 }), 'Stash refused the API key.'],
    [() => new Response('<html>router</html>', { status: 200 }), 'is not a Stash server'],
    [
      () =>
        json(
          {
            errors: [
              { message: 'Cannot query field', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } },
            ],
          },
          422,
        ),
      'version 0.25.0 or later is needed',
    ],
  ])('names what failed (%#)', async (answer, text) => {
    const user = userEvent.setup();
    const { deps } = fakeStash(answer);
    await renderWithTexts(<StashSection deps={deps} />);
    await user.type(screen.getByLabelText('Stash address'), 'http://192.168.1.10:9999');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeInTheDocument();
  });

  it('says nothing answered, and why a secure page cannot call an http server', async () => {
    const user = userEvent.setup();
    const down = {
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      pageProtocol: 'http:',
    };
    const { unmount } = await renderWithTexts(<StashSection deps={down} />);
    await user.type(screen.getByLabelText('Stash address'), 'http://192.168.1.10:9999');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(
      await screen.findByText(/^Nothing answered at http:\/\/192\.168\.1\.10:9999\/\./),
    ).toBeInTheDocument();
    unmount();

    const { deps, sent } = fakeStash(healthy);
    await renderWithTexts(<StashSection deps={{ ...deps, pageProtocol: 'https:' }} />);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(/^This page is secure \(https\)/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for an address before testing, and forgets the library on request', async () => {
    const user = userEvent.setup();
    const { deps, sent } = fakeStash(healthy);
    await renderWithTexts(<StashSection deps={deps} />);
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enter a valid address before testing.');
    expect(sent).toHaveLength(0);
    await user.type(screen.getByLabelText('Stash address'), 'stash.local:9999');
    await user.type(screen.getByLabelText('API key'), 'k');
    await user.click(screen.getByRole('button', { name: 'Forget this library' }));
    expect(stash()).toEqual({});
    expect(screen.getByLabelText('Stash address')).toHaveProperty('value', '');
  });
});

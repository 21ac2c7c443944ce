import { FakeClock } from '@glide/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDefaults } from '../../../lib/config';
import { preferencesStore } from '../../../preferences/preferences-instance';
import type { ConnectionTestDeps } from '../../../device';
import {
  descriptionOf,
  renderWithTexts,
  requestUrl,
  resetSettingsEnvironment,
} from '../test-support';
import { DeveloperSection } from './developer-section';

const CLOUD = 'https://www.handyfeeling.com/api/handy-rest/v3';
const api = () => preferencesStore().get().api;

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  return input;
}

beforeEach(resetSettingsEnvironment);

describe('DeveloperSection', () => {
  it('chooses the client clock estimator: Glide’s by default, the spec’s one choice away', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeveloperSection />);
    const estimator = screen.getByRole('combobox', { name: 'Clock sync estimator' });
    expect(estimator.textContent).toContain('Glide’s (default)');
    expect(preferencesStore().get().clockSyncEstimator).toBe('glide');
    estimator.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'The specification’s' }));
    expect(preferencesStore().get().clockSyncEstimator).toBe('spec');
    expect(estimator.textContent).toContain('The specification’s');
  });

  it('shows the address and key in force, the build’s when nothing is stored', async () => {
    await renderWithTexts(<DeveloperSection />);
    expect(screen.getByLabelText('API base address')).toHaveProperty(
      'value',
      buildDefaults.apiBaseUrl,
    );
    expect(screen.getByLabelText('Application key')).toHaveProperty(
      'value',
      buildDefaults.applicationKey,
    );
    expect(screen.getByText('Using the built-in address and key.')).toBeInTheDocument();
  });

  it('refuses an address that is not http(s), with its message, and stores a valid one', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeveloperSection />);
    for (const bad of ['not a url', 'ftp://files.example.test/v3', 'javascript:alert(1)']) {
      const input = await replace(user, 'API base address', bad);
      expect(input.getAttribute('aria-invalid'), bad).toBe('true');
      expect(descriptionOf(input), bad).toBe('Enter an address starting with http:// or https://.');
      expect(api().baseUrl, bad).toBeUndefined();
    }
    const input = await replace(user, 'API base address', CLOUD);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(api().baseUrl).toBe(CLOUD);
    expect(screen.queryByText('Using the built-in address and key.')).toBeNull();
  });

  it('refuses an application key with spaces or none, and stores a valid one', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeveloperSection />);
    const input = await replace(user, 'Application key', '');
    expect(descriptionOf(input)).toBe('Enter 1 to 256 characters without spaces.');
    await user.type(input, 'my key');
    expect(descriptionOf(input)).toBe('Enter 1 to 256 characters without spaces.');
    expect(api().applicationKey).toBe('my');
    await replace(user, 'Application key', 'real-app-id');
    expect(api().applicationKey).toBe('real-app-id');
  });

  it('“Use the emulator” restores the build’s address and key, dropping an invalid edit', async () => {
    const user = userEvent.setup();
    preferencesStore().update({ api: { baseUrl: CLOUD, applicationKey: 'real-app-id' } });
    await renderWithTexts(<DeveloperSection />);
    const url = await replace(user, 'API base address', 'not a url');
    await user.click(screen.getByRole('button', { name: 'Use the emulator' }));
    expect(api()).toEqual({});
    expect(url).toHaveProperty('value', buildDefaults.apiBaseUrl);
    expect(url.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Application key')).toHaveProperty(
      'value',
      buildDefaults.applicationKey,
    );
    expect(screen.getByText('Using the built-in address and key.')).toBeInTheDocument();
  });

  it('stores the build’s own address as “no override”', async () => {
    const user = userEvent.setup();
    preferencesStore().update({ api: { baseUrl: CLOUD } });
    await renderWithTexts(<DeveloperSection />);
    await replace(user, 'API base address', buildDefaults.apiBaseUrl);
    expect(api().baseUrl).toBeUndefined();
  });

  it('turns developer mode on', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeveloperSection />);
    await user.click(screen.getByRole('switch', { name: 'Developer mode' }));
    expect(preferencesStore().get().developerMode).toBe(true);
  });

  describe('test connection', () => {
    it('calls /servertime and the authenticated /connected at the address shown', async () => {
      const user = userEvent.setup();
      const clock = new FakeClock(5_000);
      const requested: string[] = [];
      const deps: ConnectionTestDeps = {
        clock,
        fetch: (input) => {
          const url = requestUrl(input);
          requested.push(url);
          if (!url.endsWith('/servertime')) {
            return Promise.resolve(
              new Response(JSON.stringify({ result: { connected: false } }), {
                headers: { 'content-type': 'application/json' },
              }),
            );
          }
          clock.advance(37);
          return Promise.resolve(
            new Response(JSON.stringify({ server_time: 1_700_000_000_000 }), {
              headers: { 'content-type': 'application/json' },
            }),
          );
        },
      };
      await renderWithTexts(<DeveloperSection connectionTest={deps} />);
      await replace(user, 'API base address', CLOUD);
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(
        await screen.findByText('Server reached and application key accepted. Round trip: 37 ms.'),
      ).toBeInTheDocument();
      expect(requested).toEqual([`${CLOUD}/servertime`, `${CLOUD}/connected`]);
    });

    it('says plainly when the application key is refused (401) or forbidden (403)', async () => {
      const user = userEvent.setup();
      let status = 401;
      const deps: ConnectionTestDeps = {
        clock: new FakeClock(),
        fetch: (input) =>
          Promise.resolve(
            requestUrl(input).endsWith('/servertime')
              ? new Response(JSON.stringify({ server_time: 1 }), {
                  headers: { 'content-type': 'application/json' },
                })
              : new Response(JSON.stringify({ error: { name: '', message: 'no' } }), {
                  status,
                  headers: { 'content-type': 'application/json' },
                }),
          ),
      };
      await renderWithTexts(<DeveloperSection connectionTest={deps} />);
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(
        await screen.findByText(
          'The server refused the application key (HTTP 401). Check the key.',
        ),
      ).toBeInTheDocument();
      status = 403;
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(
        await screen.findByText(
          'The application key may not be used here (HTTP 403). Check its restrictions or use another key.',
        ),
      ).toBeInTheDocument();
    });

    it('shows the translated error when the server cannot be reached', async () => {
      const user = userEvent.setup();
      const deps: ConnectionTestDeps = {
        clock: new FakeClock(),
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      };
      await renderWithTexts(<DeveloperSection connectionTest={deps} />);
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(
        await screen.findByText(
          'The server could not be reached. Check the address and your network.',
        ),
      ).toBeInTheDocument();
    });

    it('does not call anything while the address is invalid', async () => {
      const user = userEvent.setup();
      let calls = 0;
      const deps: ConnectionTestDeps = {
        clock: new FakeClock(),
        fetch: () => {
          calls += 1;
          return Promise.reject(new TypeError('unexpected'));
        },
      };
      await renderWithTexts(<DeveloperSection connectionTest={deps} />);
      await replace(user, 'API base address', 'nope');
      await user.click(screen.getByRole('button', { name: 'Test connection' }));
      expect(screen.getByText('Fix the address before testing.')).toBeInTheDocument();
      expect(calls).toBe(0);
    });
  });
});

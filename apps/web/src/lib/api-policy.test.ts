import { describe, expect, it } from 'vitest';
import { policyConnectOrigins } from './api-policy';

describe('policyConnectOrigins', () => {
  it('is null where no policy is in force (the dev server, tests)', () => {
    expect(policyConnectOrigins({ PROD: false }, 'http://127.0.0.1:8787/api/handy-rest/v3')).toBe(
      null,
    );
  });

  it('lists what the production build allows, as the build plugin computes it', () => {
    expect(
      policyConnectOrigins(
        {
          PROD: true,
          VITE_POSTHOG_KEY: 'phc_1',
          VITE_POSTHOG_HOST: 'http://127.0.0.1:8832',
          VITE_CSP_CONNECT_SRC: 'http://localhost:8831',
        },
        'http://127.0.0.1:8831/api/handy-rest/v3',
      ),
    ).toEqual([
      'http://127.0.0.1:8831',
      'https://www.handyfeeling.com',
      'https://scripts01.handyfeeling.com',
      'http://127.0.0.1:8832',
      'http://localhost:8831',
    ]);
  });
});

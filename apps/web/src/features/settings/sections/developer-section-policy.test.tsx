// The developer section under a production build's security policy (the other tests run as the
// dev server does, without one).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { descriptionOf, renderWithTexts, resetSettingsEnvironment } from '../test-support';
import { DeveloperSection } from './developer-section';

vi.mock('../../../lib/api-policy', () => ({
  policyConnectOrigins: () => ['http://127.0.0.1:8787', 'https://www.handyfeeling.com'],
}));

beforeEach(resetSettingsEnvironment);

describe('DeveloperSection under the build’s security policy', () => {
  it('refuses an address the policy would block, naming the servers it allows', async () => {
    const user = userEvent.setup();
    await renderWithTexts(<DeveloperSection />);
    const input = screen.getByLabelText('API base address');
    await user.clear(input);
    await user.type(input, 'https://staging.example/api/handy-rest/v3');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toBe(
      'This version of Glide may only reach these servers: http://127.0.0.1:8787, https://www.handyfeeling.com.',
    );
    expect(preferencesStore().get().api.baseUrl).toBeUndefined();

    await user.clear(input);
    await user.type(input, 'https://www.handyfeeling.com/api/handy-rest/v3');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(preferencesStore().get().api.baseUrl).toBe(
      'https://www.handyfeeling.com/api/handy-rest/v3',
    );
  });
});

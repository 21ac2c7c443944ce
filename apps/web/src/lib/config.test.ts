import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '../preferences';
import { apiConfigFrom, buildDefaults } from './config';

describe('apiConfigFrom', () => {
  it('uses the build values when nothing is stored', () => {
    expect(apiConfigFrom(defaultPreferences)).toEqual({
      apiBaseUrl: buildDefaults.apiBaseUrl,
      applicationKey: buildDefaults.applicationKey,
      overridden: false,
    });
  });

  it('lets the stored settings win, field by field', () => {
    const baseOnly = {
      ...defaultPreferences,
      api: { baseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3' },
    };
    expect(apiConfigFrom(baseOnly)).toEqual({
      apiBaseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3',
      applicationKey: buildDefaults.applicationKey,
      overridden: true,
    });
    const keyOnly = { ...defaultPreferences, api: { applicationKey: 'my-app-id' } };
    expect(apiConfigFrom(keyOnly)).toMatchObject({
      apiBaseUrl: buildDefaults.apiBaseUrl,
      applicationKey: 'my-app-id',
    });
  });
});

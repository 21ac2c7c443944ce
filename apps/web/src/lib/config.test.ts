import { describe, expect, it } from 'vitest';
import {
  apiConfigFrom,
  buildDefaults,
  PROVIDER_SCRIPT_UPLOAD_URL,
  scriptUploadUrlFor,
} from './config';

describe('apiConfigFrom', () => {
  it('uses the build values when nothing is stored', () => {
    expect(apiConfigFrom({ api: {} })).toEqual({
      apiBaseUrl: buildDefaults.apiBaseUrl,
      applicationKey: buildDefaults.applicationKey,
      scriptUploadUrl: scriptUploadUrlFor(buildDefaults.apiBaseUrl),
      overridden: false,
    });
  });

  it('lets the stored settings win, field by field', () => {
    const baseOnly = { api: { baseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3' } };
    expect(apiConfigFrom(baseOnly)).toEqual({
      apiBaseUrl: 'https://www.handyfeeling.com/api/handy-rest/v3',
      applicationKey: buildDefaults.applicationKey,
      scriptUploadUrl: PROVIDER_SCRIPT_UPLOAD_URL,
      overridden: true,
    });
    const keyOnly = { api: { applicationKey: 'my-app-id' } };
    expect(apiConfigFrom(keyOnly)).toMatchObject({
      apiBaseUrl: buildDefaults.apiBaseUrl,
      applicationKey: 'my-app-id',
    });
  });
});

describe('scriptUploadUrlFor', () => {
  it("is the provider's script host when the API is the provider's", () => {
    expect(scriptUploadUrlFor('https://www.handyfeeling.com/api/handy-rest/v3')).toBe(
      'https://scripts01.handyfeeling.com/api/script/v0/temp/upload',
    );
    expect(scriptUploadUrlFor('https://handyfeeling.com/api/handy-rest/v3')).toBe(
      PROVIDER_SCRIPT_UPLOAD_URL,
    );
    expect(scriptUploadUrlFor('https://staging.HandyFeeling.com/api/handy-rest/v3')).toBe(
      PROVIDER_SCRIPT_UPLOAD_URL,
    );
  });

  it("is the API base's origin with the host's path otherwise (the emulator serves it there)", () => {
    expect(scriptUploadUrlFor('http://127.0.0.1:8787/api/handy-rest/v3')).toBe(
      'http://127.0.0.1:8787/api/script/v0/temp/upload',
    );
    // A look-alike domain is not the provider's.
    expect(scriptUploadUrlFor('https://nothandyfeeling.com/api/handy-rest/v3')).toBe(
      'https://nothandyfeeling.com/api/script/v0/temp/upload',
    );
  });

  it('takes the build override first, and ignores an empty one', () => {
    const override = 'https://scripts.example.test/upload';
    expect(scriptUploadUrlFor('https://www.handyfeeling.com/api/handy-rest/v3', override)).toBe(
      override,
    );
    expect(scriptUploadUrlFor('http://127.0.0.1:8787/api/handy-rest/v3', '')).toBe(
      'http://127.0.0.1:8787/api/script/v0/temp/upload',
    );
  });

  it("falls back to the provider's host for a base that is not a URL", () => {
    expect(scriptUploadUrlFor('not a url')).toBe(PROVIDER_SCRIPT_UPLOAD_URL);
  });
});

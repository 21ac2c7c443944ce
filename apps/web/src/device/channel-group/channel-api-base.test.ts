import { describe, expect, it } from 'vitest';
import { channelApiBase } from './channel-api-base';

describe('channelApiBase', () => {
  it('puts the Channel API beside the v3 root, as the provider and the emulator lay them out', () => {
    expect(channelApiBase('https://www.handyfeeling.com/api/handy-rest/v3')).toBe(
      'https://www.handyfeeling.com/api/channel/v1',
    );
    expect(channelApiBase('http://127.0.0.1:8787/api/handy-rest/v3/')).toBe(
      'http://127.0.0.1:8787/api/channel/v1',
    );
  });

  it('knows no Channel API beside a root of another shape', () => {
    expect(channelApiBase('https://proxy.example/handy')).toBeUndefined();
    expect(channelApiBase('https://proxy.example/handy-rest/v2')).toBeUndefined();
  });
});

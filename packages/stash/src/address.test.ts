import { describe, expect, it } from 'vitest';
import { graphqlUrl, isBlockedAsMixedContent, parseStashAddress } from './address';

describe('parseStashAddress', () => {
  it.each([
    ['192.168.1.10:9999', 'http://192.168.1.10:9999/'],
    ['http://stash.local:9999', 'http://stash.local:9999/'],
    ['  https://example.org/stash/  ', 'https://example.org/stash/'],
    ['http://192.168.1.10:9999/graphql', 'http://192.168.1.10:9999/'],
    ['http://192.168.1.10:9999/playground', 'http://192.168.1.10:9999/'],
    ['https://example.org/stash/graphql/', 'https://example.org/stash/'],
    ['[::1]:9999', 'http://[::1]:9999/'],
  ])('reads %s as the server %s', (input, baseUrl) => {
    expect(parseStashAddress(input)).toEqual({ ok: true, baseUrl });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['http://', 'not_a_url'],
    ['ftp://stash.local', 'not_http'],
    ['http://admin:secret@stash.local:9999', 'credentials_in_address'],
    ['http://stash.local:9999/?apikey=abc', 'key_in_address'],
    ['http://stash.local:9999/?ApiKey=abc', 'key_in_address'],
  ])('refuses %j: %s', (input, problem) => {
    expect(parseStashAddress(input)).toEqual({ ok: false, problem });
  });
});

describe('graphqlUrl', () => {
  it('is the endpoint under the base, a proxy prefix kept', () => {
    expect(graphqlUrl('http://192.168.1.10:9999/')).toBe('http://192.168.1.10:9999/graphql');
    expect(graphqlUrl('https://example.org/stash/')).toBe('https://example.org/stash/graphql');
  });
});

describe('isBlockedAsMixedContent', () => {
  it('blocks an http server from an https page, unless it is this machine', () => {
    expect(isBlockedAsMixedContent('http://192.168.1.10:9999/', 'https:')).toBe(true);
    expect(isBlockedAsMixedContent('http://stash.local:9999/', 'https:')).toBe(true);
    expect(isBlockedAsMixedContent('http://localhost:9999/', 'https:')).toBe(false);
    expect(isBlockedAsMixedContent('http://127.0.0.1:9999/', 'https:')).toBe(false);
    expect(isBlockedAsMixedContent('http://[::1]:9999/', 'https:')).toBe(false);
    expect(isBlockedAsMixedContent('https://stash.example.org/', 'https:')).toBe(false);
    expect(isBlockedAsMixedContent('http://192.168.1.10:9999/', 'http:')).toBe(false);
  });
});

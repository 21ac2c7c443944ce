import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

describe('shareLink', () => {
  it('builds the share page of this origin with the key in the fragment, opening the remote control', () => {
    expect(shareLink('https://glide.example', 'MyKey123')).toBe(
      'https://glide.example/share#k=MyKey123&to=remote',
    );
    expect(shareLink('http://localhost:5173', 'MyKey123', 'hamp')).toBe(
      'http://localhost:5173/share#k=MyKey123&to=hamp',
    );
  });
});

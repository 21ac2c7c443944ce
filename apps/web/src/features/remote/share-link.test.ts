import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

describe('shareLink', () => {
  it('builds the share route of this origin for the key, opening the remote control', () => {
    expect(shareLink('https://glide.example', 'MyKey123')).toBe(
      'https://glide.example/share/MyKey123/remote',
    );
    expect(shareLink('http://localhost:5173', 'MyKey123', 'hamp')).toBe(
      'http://localhost:5173/share/MyKey123/hamp',
    );
  });
});

/** The memory of verified tokens: answers only its own token, only until expiry, and stays bounded. */
import { describe, expect, it } from 'vitest';
import { verifiedTokens } from './verified-tokens.ts';

describe('verifiedTokens', () => {
  it('answers a token until its expiry, then never again', () => {
    let now = 1_000;
    const tokens = verifiedTokens<string>({ now: () => now });
    tokens.set('token-a', 'ada', 2_000);
    expect(tokens.get('token-a')).toBe('ada');
    now = 2_000;
    expect(tokens.get('token-a')).toBeUndefined();
    now = 1_500;
    expect(tokens.get('token-a')).toBeUndefined();
  });

  it('answers nothing for a token it was not given, however alike', () => {
    const tokens = verifiedTokens<string>({ now: () => 0 });
    tokens.set('token-a', 'ada', 10);
    expect(tokens.get('token-b')).toBeUndefined();
    expect(tokens.get('token-')).toBeUndefined();
    expect(tokens.get('token-a ')).toBeUndefined();
  });

  it('does not remember a token that has already expired', () => {
    const tokens = verifiedTokens<string>({ now: () => 100 });
    tokens.set('token-a', 'ada', 100);
    expect(tokens.get('token-a')).toBeUndefined();
  });

  it('drops the oldest tokens beyond its size', () => {
    const tokens = verifiedTokens<string>({ maxEntries: 2, now: () => 0 });
    tokens.set('token-a', 'ada', 10);
    tokens.set('token-b', 'bob', 10);
    tokens.set('token-c', 'cy', 10);
    expect(tokens.get('token-a')).toBeUndefined();
    expect(tokens.get('token-b')).toBe('bob');
    expect(tokens.get('token-c')).toBe('cy');
  });
});

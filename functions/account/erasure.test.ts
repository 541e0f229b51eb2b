/** The prefixes an account's erasure lists and deletes: its own, never another's or the public ones. */
import { describe, expect, it } from 'vitest';
import { accountPrefixes } from './erasure.ts';

describe('accountPrefixes', () => {
  it('covers the user’s whole prefix and the older layouts', () => {
    expect(accountPrefixes('prod', 'alice', ['p1'])).toEqual([
      'prod/alice/',
      'prod/user/alice/',
      'prod/venues/alice/',
    ]);
  });

  it('never takes a layout root whole when a username collides with it', () => {
    for (const name of ['published', 'user', 'venues']) {
      const prefixes = accountPrefixes('prod', name, ['p1', 'p2']);
      expect(prefixes).not.toContain(`prod/${name}/`);
      expect(prefixes.slice(0, 2)).toEqual([`prod/${name}/p1/`, `prod/${name}/p2/`]);
    }
  });
});

/**
 * The account binding of a burst of requests: one profile read answers all the requests of a caller
 * that arrive while it runs, and a different account's token is not answered by it.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DataContext } from '../data/context.ts';
import { accountBinder, REFUSED_MESSAGE } from './binding.ts';
import type { AccountDirectory } from './directory.ts';

/** A table holding one profile as written today (bound to `sub`, found by its e-mail), that counts its reads. */
function tableWithProfile(username: string, sub: string) {
  const reads = { count: 0 };
  const ddb = {
    send: async () => {
      reads.count++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const email = `${username}@example.com`;
      const emailIndex = { GSI1PK: `EMAIL#${email}`, GSI1SK: 'PROFILE' };
      return {
        Item: {
          PK: `USER#${username}`,
          SK: 'PROFILE',
          ...emailIndex,
          username,
          email,
          sub,
          createdAt: '2026-01-01',
        },
      };
    },
  } as unknown as DynamoDBDocumentClient;
  const data = { ddb, tableName: 'table' } as DataContext;
  return { data, reads };
}

const directory: AccountDirectory = {
  ownerOf: async () => null,
  remove: async () => {},
};

describe('accountBinder', () => {
  it('reads the profile once for the concurrent requests of one caller', async () => {
    const { data, reads } = tableWithProfile('ada', 'sub-ada');
    const binder = accountBinder(data, directory);
    const caller = { username: 'ada', email: '', sub: 'sub-ada' };
    const bindings = await Promise.all(Array.from({ length: 20 }, () => binder.bind(caller)));
    expect(bindings.every((binding) => binding.status === 'active')).toBe(true);
    expect(reads.count).toBe(1);
  });

  it('does not answer a token of another account of the same name with the pending lookup', async () => {
    const { data } = tableWithProfile('ada', 'sub-ada');
    const binder = accountBinder(data, directory);
    const [current, earlier] = await Promise.all([
      binder.bind({ username: 'ada', email: '', sub: 'sub-ada' }),
      binder.bind({ username: 'ada', email: '', sub: 'sub-deleted' }),
    ]);
    expect(current).toEqual({ status: 'active' });
    expect(earlier).toEqual({ status: 'refused', message: REFUSED_MESSAGE });
  });
});

/** The Cognito emulator's AdminDeleteUser, through the real SDK. */
import { AdminDeleteUserCommand, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { errorOf, POOL_ID, setup, withCognitoEmulators } from './test-env.ts';

withCognitoEmulators();

describe('AdminDeleteUser', () => {
  it('deletes a user; its tokens stop working', async () => {
    const env = await setup();
    const tokens = await env.signedInUser('alice');
    await env.client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'alice' }));
    expect((await errorOf(env.adminGet('alice'))).name).toBe('UserNotFoundException');
    expect((await errorOf(env.login('alice'))).name).toBe('NotAuthorizedException');
    expect((await errorOf(env.refresh(tokens?.RefreshToken ?? ''))).name).toBe('NotAuthorizedException');
    const getUser = await errorOf(env.client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken })));
    expect(getUser.name).toBe('UserNotFoundException');
    // The username is free again.
    await env.signUp('alice');
  });

  it('rejects unknown users and unknown pools', async () => {
    const env = await setup();
    const unknown = await errorOf(
      env.client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'nobody' })),
    );
    expect(unknown.name).toBe('UserNotFoundException');
    await env.signUp('alice');
    const pool = await errorOf(
      env.client.send(new AdminDeleteUserCommand({ UserPoolId: 'us-east-1_other', Username: 'alice' })),
    );
    expect(pool.name).toBe('ResourceNotFoundException');
  });
});

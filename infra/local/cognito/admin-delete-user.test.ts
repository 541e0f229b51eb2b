/** The Cognito emulator's AdminDeleteUser, through the real SDK. */
import { AdminDeleteUserCommand, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import {
  adminGet,
  confirmedUser,
  errorOf,
  login,
  POOL_ID,
  refresh,
  setup,
  signUp,
  withCognitoEmulators,
} from './test-env.ts';

withCognitoEmulators();

describe('AdminDeleteUser', () => {
  it('deletes a user; its tokens stop working', async () => {
    const env = await setup();
    await confirmedUser(env, 'alice');
    const tokens = (await login(env, 'alice')).AuthenticationResult;
    await env.client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'alice' }));
    expect((await errorOf(adminGet(env, 'alice'))).name).toBe('UserNotFoundException');
    expect((await errorOf(login(env, 'alice'))).name).toBe('NotAuthorizedException');
    expect((await errorOf(refresh(env, tokens?.RefreshToken ?? ''))).name).toBe('NotAuthorizedException');
    const getUser = await errorOf(env.client.send(new GetUserCommand({ AccessToken: tokens?.AccessToken })));
    expect(getUser.name).toBe('UserNotFoundException');
    // The username is free again.
    await signUp(env, 'alice');
  });

  it('rejects unknown users and unknown pools', async () => {
    const env = await setup();
    const unknown = await errorOf(
      env.client.send(new AdminDeleteUserCommand({ UserPoolId: POOL_ID, Username: 'nobody' })),
    );
    expect(unknown.name).toBe('UserNotFoundException');
    await signUp(env, 'alice');
    const pool = await errorOf(
      env.client.send(new AdminDeleteUserCommand({ UserPoolId: 'us-east-1_other', Username: 'alice' })),
    );
    expect(pool.name).toBe('ResourceNotFoundException');
  });
});

/** The Cognito emulator's persistence across restarts and the wire protocol, through the real SDK. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { errorOf, idTokenVerifier, POOL_ID, setup, withCognitoEmulators } from './test-env.ts';

withCognitoEmulators();

describe('persistence and protocol', () => {
  it('keeps users and the signing key across a restart', async () => {
    const env = await setup({ freshKey: true });
    await env.confirmedUser('alice');
    await env.signUp('pending');
    const before = (await env.login('alice')).AuthenticationResult;
    const keyBefore = readFileSync(join(env.dir, 'cognito', 'signing-key.json'), 'utf8');

    await env.restart();

    expect(readFileSync(join(env.dir, 'cognito', 'signing-key.json'), 'utf8')).toBe(keyBefore);
    const payload = await idTokenVerifier(env.emulator).verify(before?.IdToken ?? '');
    expect(payload['cognito:username']).toBe('alice');
    await env.login('alice');
    await env.refresh(before?.RefreshToken ?? '');
    await env.client.send(new GetUserCommand({ AccessToken: before?.AccessToken }));
    // Pending codes survive too.
    await env.confirm('pending', env.latestCode('pending@example.com'));
    expect((await errorOf(env.signUp('alice'))).name).toBe('UsernameExistsException');
  });

  it('speaks the AWS JSON 1.1 error protocol', async () => {
    const env = await setup();
    const res = await fetch(env.emulator.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
      },
      body: JSON.stringify({ UserPoolId: POOL_ID, Username: 'nobody' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(res.headers.get('x-amzn-errortype')).toBe('UserNotFoundException');
    expect(await res.json()).toEqual({ __type: 'UserNotFoundException', message: 'User does not exist.' });

    const unknown = await fetch(env.emulator.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: '{}',
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { __type: string }).__type).toBe('UnknownOperationException');

    const malformed = await fetch(env.emulator.endpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
      body: '{not json',
    });
    expect(((await malformed.json()) as { __type: string }).__type).toBe('SerializationException');
  });
});

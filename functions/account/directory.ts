/**
 * Who owns a username right now, and removing a user, asked of the user pool itself (AdminGetUser,
 * AdminDeleteUser). A token only proves who its holder was when it was issued; the pool says whether
 * that is still the account behind the name, which is what binds records to a `sub`.
 */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export interface AccountOwner {
  sub: string;
  /** When the pool created this user; records older than it belong to an earlier account of the name. */
  createdAt: Date;
}

export interface AccountDirectory {
  /** The account that holds the username now, or null when there is none. */
  ownerOf(username: string): Promise<AccountOwner | null>;
  /** Removes the user from the pool; removing one that is already gone succeeds. */
  remove(username: string): Promise<void>;
}

const isUserNotFound = (error: unknown) => (error as Error | undefined)?.name === 'UserNotFoundException';

export function cognitoDirectory(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): AccountDirectory {
  return {
    async ownerOf(username) {
      try {
        const user = await cognito.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
        const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
        if (!sub) return null;
        return { sub, createdAt: user.UserCreateDate ?? new Date(0) };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async remove(username) {
      try {
        await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
  };
}

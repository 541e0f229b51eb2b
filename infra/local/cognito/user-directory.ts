/**
 * The user directory, held in memory and written to `dataDir/users.json` (atomically) after
 * every change, so that users survive restarts. Callers mutate a user and then call `save()`.
 */
import { join } from 'node:path';
import type { StoredCode } from './codes.ts';
import { readJsonFile, writeJsonFileAtomic } from './fs.ts';
import type { PasswordHash } from './password.ts';

type UserStatus = 'UNCONFIRMED' | 'CONFIRMED';

export interface StoredRefreshToken {
  digest: string; // hex SHA-256 of the opaque token
  originJti: string;
  authTime: number; // s epoch of the sign-in that created it
  expiresAt: number; // ms epoch
}

export interface StoredUser {
  username: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  status: UserStatus;
  createdAt: string; // ISO
  updatedAt: string; // ISO
  password: PasswordHash;
  signUpCode: StoredCode | null;
  resetCode: StoredCode | null;
  /** ms epochs of recent code e-mails, for the hourly quota. */
  codeSends: number[];
  refreshTokens: StoredRefreshToken[];
}

interface UsersFile {
  version: 1;
  users: StoredUser[];
}

export class UserStore {
  readonly filePath: string;
  private readonly users = new Map<string, StoredUser>();

  constructor(dataDir: string) {
    this.filePath = join(dataDir, 'users.json');
    const data = readJsonFile(this.filePath);
    if (data === undefined) return;
    const users = (data as Partial<UsersFile>).users;
    if (!Array.isArray(users)) throw new Error(`Unexpected content in ${this.filePath}`);
    for (const user of users) this.users.set(user.username, user);
  }

  get(username: string): StoredUser | undefined {
    return this.users.get(username);
  }

  has(username: string): boolean {
    return this.users.has(username);
  }

  all(): IterableIterator<StoredUser> {
    return this.users.values();
  }

  add(user: StoredUser): void {
    this.users.set(user.username, user);
    this.save();
  }

  delete(username: string): boolean {
    const deleted = this.users.delete(username);
    if (deleted) this.save();
    return deleted;
  }

  save(): void {
    const file: UsersFile = { version: 1, users: [...this.users.values()] };
    writeJsonFileAtomic(this.filePath, file);
  }
}

/**
 * Configuration checks of the storage and upload clients (spec venue-planner.md §5, §8). The strict
 * check is on by default and refuses to load a scene; "warn" mode only warns.
 */
export type ConfigCheckMode = 'strict' | 'warn';

export interface StorageClientConfig {
  venueId: string;
  username: string;
  bucketName: string;
}

export interface UploadClientConfig {
  projectId: string;
  username: string;
}

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

class ConfigError extends Error {
  override name = 'ConfigError';
}

function problemsOf(fields: { label: string; value: string | undefined }[]): string[] {
  const problems: string[] = [];
  for (const { label, value } of fields) {
    if (!value?.trim()) problems.push(`Missing config ${label}.`);
  }
  return problems;
}

function identityProblems(username: string | undefined, venueId?: string): string[] {
  const problems: string[] = [];
  if (username && username.trim().toLowerCase() === 'local')
    problems.push('Config username must not be "local".');
  if (username?.trim() && !USERNAME_PATTERN.test(username)) {
    problems.push('Config username may contain only letters, digits, underscore and hyphen.');
  }
  if (venueId && venueId.trim().toLowerCase() === 'local')
    problems.push('Config venue ID must not be "local".');
  return problems;
}

function report(problems: string[], mode: ConfigCheckMode): void {
  if (problems.length === 0) return;
  if (mode === 'warn') {
    for (const problem of problems) console.warn(problem);
    return;
  }
  throw new ConfigError(problems.join(' '));
}

export function checkStorageConfig(config: Partial<StorageClientConfig>, mode: ConfigCheckMode = 'strict') {
  report(
    [
      ...problemsOf([
        { label: 'venue ID', value: config.venueId },
        { label: 'username', value: config.username },
        { label: 'bucket name', value: config.bucketName },
      ]),
      ...identityProblems(config.username, config.venueId),
    ],
    mode,
  );
}

export function checkUploadConfig(config: Partial<UploadClientConfig>, mode: ConfigCheckMode = 'strict') {
  report(
    [
      ...problemsOf([
        { label: 'project ID', value: config.projectId },
        { label: 'username', value: config.username },
      ]),
      ...identityProblems(config.username),
    ],
    mode,
  );
}

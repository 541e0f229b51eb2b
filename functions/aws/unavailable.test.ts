/** Which DynamoDB failures mean "unavailable, try again" (503) and which are still failures (500). */
import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable.ts';

const sdkError = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(name), { name, ...extra });

describe('isUnavailable', () => {
  it('is true for a database that is not there, hangs, fails on its side or throttles', () => {
    expect(isUnavailable(sdkError('Error', { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnavailable(sdkError('Error', { code: 'ECONNRESET' }))).toBe(true);
    expect(isUnavailable(sdkError('TimeoutError', { code: 'ETIMEDOUT' }))).toBe(true);
    expect(isUnavailable(sdkError('InternalServerError', { $metadata: { httpStatusCode: 500 } }))).toBe(true);
    expect(isUnavailable(sdkError('ProvisionedThroughputExceededException'))).toBe(true);
  });

  it('is false for what a retry cannot fix: a missing table, a failed condition, a bug', () => {
    expect(isUnavailable(sdkError('ResourceNotFoundException', { $metadata: { httpStatusCode: 400 } }))).toBe(
      false,
    );
    expect(isUnavailable(sdkError('ConditionalCheckFailedException'))).toBe(false);
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});

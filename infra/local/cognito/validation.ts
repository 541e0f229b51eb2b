/** Request-shape checks shared by the operations, with Cognito-style validation messages. */
import { CognitoError } from './errors.ts';

export type RequestBody = Record<string, unknown>;

function invalid(message: string): CognitoError {
  return new CognitoError('InvalidParameterException', message);
}

/** A required, non-empty string member of the request (e.g. `Username`). */
export function requireString(body: RequestBody, member: string): string {
  const value = body[member];
  if (value === undefined || value === null) {
    throw invalid(
      `1 validation error detected: Value null at '${member}' failed to satisfy constraint: Member must not be null`,
    );
  }
  if (typeof value !== 'string' || value.length === 0) {
    throw invalid(
      `1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must have length greater than or equal to 1`,
    );
  }
  return value;
}

/** A required string entry of a string map member such as `AuthParameters`. */
export function requireMapEntry(body: RequestBody, member: string, key: string): string {
  const map = body[member];
  const value = map && typeof map === 'object' ? (map as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || value.length === 0) throw invalid(`Missing required parameter ${key}`);
  return value;
}

const USERNAME_PATTERN = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;

export function requireUsername(body: RequestBody): string {
  const username = requireString(body, 'Username');
  if (!USERNAME_PATTERN.test(username)) {
    throw invalid(
      `1 validation error detected: Value at 'username' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+`,
    );
  }
  return username;
}

export function requireConfirmationCode(body: RequestBody): string {
  const code = requireString(body, 'ConfirmationCode');
  if (!/^\S{1,2048}$/.test(code)) {
    throw invalid(
      `1 validation error detected: Value at 'confirmationCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+`,
    );
  }
  return code;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The `email` attribute from `UserAttributes`; the pool requires it and it must look like an address. */
export function requireEmailAttribute(body: RequestBody): string {
  const attributes = body.UserAttributes;
  let email: unknown;
  if (attributes !== undefined && attributes !== null) {
    if (!Array.isArray(attributes)) throw invalid('UserAttributes must be a list of { Name, Value }');
    for (const attribute of attributes as unknown[]) {
      if (attribute && typeof attribute === 'object' && (attribute as { Name?: unknown }).Name === 'email') {
        email = (attribute as { Value?: unknown }).Value;
      }
    }
  }
  if (typeof email !== 'string' || email.length === 0) {
    throw invalid('Attributes did not conform to the schema: email: The attribute is required');
  }
  if (email.length > 2048 || !EMAIL_PATTERN.test(email)) throw invalid('Invalid email address format.');
  return email;
}

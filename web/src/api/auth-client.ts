/** REST client of the authentication endpoints (spec §7, JSON POST under /api/auth). */

/** A failed auth call: `name` is Cognito's exception name (or 'ValidationError', 'NetworkError'). */
class AuthApiError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthApiError('NetworkError', 'Could not reach the server. Check your connection.', 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { name, message } = (payload ?? {}) as { name?: unknown; message?: unknown };
    throw new AuthApiError(
      typeof name === 'string' ? name : 'UnknownError',
      typeof message === 'string' && message ? message : `Request failed (${response.status})`,
      response.status,
    );
  }
  return payload as T;
}

export const authApi = {
  login: (input: { username: string; password: string }) => post<{ Authorization: string }>('login', input),
  signup: (input: { email: string; username: string; password: string }) =>
    post<{ username: string; destination: string }>('signup', input),
  forgot: (input: { username: string }) => post<{ email: string }>('forgot', input),
  confirmCode: (input: { username: string; code: string }) => post<{ ok: true }>('code', input),
  resendCode: (input: { username: string }) => post<{ email: string }>('resend', input),
  reset: (input: { username: string; code: string; password: string; confirmedPassword: string }) =>
    post<{ ok: true }>('reset', input),
};

/** Reads the exception name and message of any error thrown by `authApi`. */
export function describeAuthError(error: unknown): { name: string; message: string } {
  if (error instanceof AuthApiError) return { name: error.name, message: error.message };
  return { name: 'UnknownError', message: error instanceof Error ? error.message : String(error) };
}

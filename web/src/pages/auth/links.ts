/** Auth routes that carry the username along, so the next form is prefilled. */
export function codePath(username: string): string {
  return `/auth/code?user=${encodeURIComponent(username)}`;
}

/** The login form with the username filled in: after a confirmed sign-up or a reset password. */
export function loginPath(username: string): string {
  return `/auth/login?user=${encodeURIComponent(username)}`;
}

export function resetPath(username: string): string {
  return `/auth/reset?user=${encodeURIComponent(username)}`;
}

export const linkClasses = 'font-medium text-indigo-600 hover:text-indigo-500';

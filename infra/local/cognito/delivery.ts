/**
 * "Sends" a one-time code: enforces the hourly quota, replaces the user's outstanding code of
 * that kind, drops the e-mail into the local mailbox and describes the delivery the way Cognito
 * does (masked destination). The caller persists the user afterwards.
 */
import type { Mailbox } from '#functions/mail/mailbox.ts';
import { assertSendQuota, issueCode, RESET_CODE_TTL_MS, recentSends, SIGN_UP_CODE_TTL_MS } from './codes.ts';
import type { StoredUser } from './user-directory.ts';

export type CodePurpose = 'sign-up' | 'password-reset';

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL';
  AttributeName: 'email';
}

/** Cognito's masking: first character of the local part and of the domain, e.g. "a***@e***". */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  const domain = email.slice(at + 1);
  return `${[...local][0] ?? ''}***@${[...domain][0] ?? ''}***`;
}

const TEMPLATES: Record<CodePurpose, { subject: string; text: (code: string) => string; ttlMs: number }> = {
  'sign-up': {
    subject: 'Your Atrium verification code',
    text: (code) => `Your Atrium verification code is ${code}. It expires in 24 hours.`,
    ttlMs: SIGN_UP_CODE_TTL_MS,
  },
  'password-reset': {
    subject: 'Your Atrium password reset code',
    text: (code) =>
      `Your Atrium password reset code is ${code}. It expires in 1 hour. If you did not ask to reset your password, you can ignore this e-mail.`,
    ttlMs: RESET_CODE_TTL_MS,
  },
};

export function deliverCode(
  mailbox: Mailbox,
  user: StoredUser,
  purpose: CodePurpose,
  now: number,
): CodeDeliveryDetails {
  assertSendQuota(user.codeSends, now);
  const template = TEMPLATES[purpose];
  const { code, stored } = issueCode(now, template.ttlMs);
  mailbox.send({ to: user.email, subject: template.subject, text: template.text(code), code });
  if (purpose === 'sign-up') user.signUpCode = stored;
  else user.resetCode = stored;
  user.codeSends = [...recentSends(user.codeSends, now), now];
  return { Destination: maskEmail(user.email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

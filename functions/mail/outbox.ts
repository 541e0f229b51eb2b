/**
 * E-mail the app itself sends (issue #28: invitations and new comment threads). In AWS it goes
 * through SES from the configured sender; on the local stack into the same mailbox file the Cognito
 * emulator writes its codes to, where people, tools and tests read it.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { AppConfig } from '../config.ts';
import { Mailbox } from './mailbox.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export type Outbox = (mail: OutgoingMail) => Promise<void>;

/** The deployment's outbox; null where neither a local mailbox nor a sender is configured. */
export function outboxOf(config: AppConfig): Outbox | null {
  if (config.mailboxFile) {
    const mailbox = new Mailbox(config.mailboxFile);
    return async (mail) => {
      mailbox.send({ ...mail, code: null });
    };
  }
  const from = config.mailFrom;
  if (!from) return null;
  const ses = new SESv2Client({ region: config.region });
  return async ({ to, subject, text }) => {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
      }),
    );
  };
}

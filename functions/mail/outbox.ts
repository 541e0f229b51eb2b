/**
 * E-mail the app itself sends (issue #28: invitations and new comment threads). In AWS it goes
 * through SES from the configured sender; on the local stack into the same mailbox file the Cognito
 * emulator writes its codes to, where people, tools and tests read it.
 */
import type { SESv2Client, SendEmailCommand as SendEmailCommandType } from '@aws-sdk/client-sesv2';
import type { AppConfig } from '../config.ts';
import { Mailbox } from './mailbox.ts';

interface OutgoingMail {
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
  // The SES client loads with the first mail, in a chunk of its own: most calls of the API send none.
  let loaded: Promise<{ client: SESv2Client; Send: typeof SendEmailCommandType }> | null = null;
  const ses = () => {
    loaded ??= import('@aws-sdk/client-sesv2').then((sdk) => ({
      client: new sdk.SESv2Client({ region: config.region }),
      Send: sdk.SendEmailCommand,
    }));
    return loaded;
  };
  return async ({ to, subject, text }) => {
    const { client, Send } = await ses();
    await client.send(
      new Send({
        FromEmailAddress: from,
        Destination: { ToAddresses: [to] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
      }),
    );
  };
}

/**
 * A local stand-in for outgoing e-mail: messages (e.g. Cognito confirmation and reset codes) are
 * appended to a JSON file so that people, tools and tests can read them, also after a restart.
 * The file is re-read on every call, so several Mailbox instances (or processes) can share it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code carried by the message, if any (for tools and tests). */
  code: string | null;
  sentAt: string; // ISO
}

/** Only the newest messages are kept. */
export const MAILBOX_LIMIT = 500;

function isMailMessage(value: unknown): value is MailMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    (m.code === null || typeof m.code === 'string') &&
    typeof m.sentAt === 'string'
  );
}

export class Mailbox {
  readonly filePath: string;
  private readonly now: () => number;

  /** `now` (ms) stamps `sentAt`; injectable for tests. */
  constructor(filePath: string, now: () => number = Date.now) {
    this.filePath = filePath;
    this.now = now;
    mkdirSync(dirname(filePath), { recursive: true });
  }

  send(msg: Omit<MailMessage, 'sentAt'>): MailMessage {
    const message: MailMessage = {
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      code: msg.code,
      sentAt: new Date(this.now()).toISOString(),
    };
    this.write([message, ...this.read()].slice(0, MAILBOX_LIMIT));
    return { ...message };
  }

  /** All kept messages, newest first. */
  list(): MailMessage[] {
    return this.read();
  }

  private read(): MailMessage[] {
    let text: string;
    try {
      text = readFileSync(this.filePath, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(`Corrupt mailbox file ${this.filePath}; fix or delete it`);
    }
    const messages = (data as { messages?: unknown } | null)?.messages;
    if (!Array.isArray(messages)) throw new Error(`Unexpected content in mailbox file ${this.filePath}`);
    return messages.filter(isMailMessage);
  }

  /** Temp file + rename, so readers never see a half-written file. */
  private write(messages: MailMessage[]): void {
    mkdirSync(dirname(this.filePath), { recursive: true });
    const tmp = `${this.filePath}.${process.pid}.${randomUUID()}.tmp`;
    try {
      writeFileSync(tmp, `${JSON.stringify({ messages }, null, 2)}\n`, { mode: 0o600 });
      renameSync(tmp, this.filePath);
    } catch (err) {
      rmSync(tmp, { force: true });
      throw err;
    }
  }
}

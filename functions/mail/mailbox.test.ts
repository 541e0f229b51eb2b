import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAILBOX_LIMIT, Mailbox } from './mailbox.ts';

const dirs: string[] = [];
function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atrium-mailbox-'));
  dirs.push(dir);
  return join(dir, 'nested', 'deeper', 'mailbox.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('Mailbox', () => {
  it('starts empty and creates parent directories', () => {
    const mailbox = new Mailbox(tempFile());
    expect(mailbox.list()).toEqual([]);
  });

  it('stamps messages and lists them newest first', () => {
    let t = Date.parse('2030-01-01T00:00:00Z');
    const mailbox = new Mailbox(tempFile(), () => t);
    const first = mailbox.send({ to: 'a@example.com', subject: 'One', text: 'code 111111', code: '111111' });
    t += 1000;
    mailbox.send({ to: 'b@example.com', subject: 'Two', text: 'hello', code: null });
    expect(first.sentAt).toBe('2030-01-01T00:00:00.000Z');
    const list = mailbox.list();
    expect(list.map((m) => m.subject)).toEqual(['Two', 'One']);
    expect(list[0]).toEqual({
      to: 'b@example.com',
      subject: 'Two',
      text: 'hello',
      code: null,
      sentAt: '2030-01-01T00:00:01.000Z',
    });
  });

  it('persists to JSON and survives a restart (new instance on the same file)', () => {
    const file = tempFile();
    new Mailbox(file).send({ to: 'a@example.com', subject: 'Saved', text: 't', code: '123456' });
    const raw = JSON.parse(readFileSync(file, 'utf8')) as { messages: unknown[] };
    expect(raw.messages).toHaveLength(1);
    const reopened = new Mailbox(file);
    expect(reopened.list()[0]).toMatchObject({ subject: 'Saved', code: '123456' });
    reopened.send({ to: 'a@example.com', subject: 'Later', text: 't', code: null });
    expect(new Mailbox(file).list().map((m) => m.subject)).toEqual(['Later', 'Saved']);
  });

  it(`keeps only the newest ${MAILBOX_LIMIT} messages`, () => {
    const mailbox = new Mailbox(tempFile());
    for (let i = 0; i < MAILBOX_LIMIT + 20; i++) {
      mailbox.send({ to: 'a@example.com', subject: `#${i}`, text: '', code: null });
    }
    const list = mailbox.list();
    expect(list).toHaveLength(MAILBOX_LIMIT);
    expect(list[0]?.subject).toBe(`#${MAILBOX_LIMIT + 19}`);
    expect(list.at(-1)?.subject).toBe('#20');
  });

  it('returns copies, so callers cannot alter stored messages', () => {
    const mailbox = new Mailbox(tempFile());
    const sent = mailbox.send({ to: 'a@example.com', subject: 'S', text: 'T', code: null });
    sent.subject = 'changed';
    const listed = mailbox.list();
    if (listed[0]) listed[0].subject = 'changed too';
    expect(mailbox.list()[0]?.subject).toBe('S');
  });
});

/** A small HTML page listing the local mailbox, newest first (served at /__local/mailbox). */
import { html } from 'hono/html';
import type { MailMessage } from '#functions/mail/mailbox.ts';

/** The page; hono's `html` escapes every interpolated value. */
export function mailboxPage(messages: MailMessage[]) {
  const rows = messages.map(
    (m) => html`<article>
  <header><strong>${m.subject}</strong> <span>to ${m.to} · ${m.sentAt}</span></header>
  ${m.code ? html`<p class="code">Code: <b>${m.code}</b></p>` : ''}
  <pre>${m.text}</pre>
</article>`,
  );
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atrium local mailbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui,sans-serif;max-width:760px;margin:2rem auto;color:#1e293b}
article{border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
header span{color:#64748b;margin-left:8px}.code b{font-size:18px;letter-spacing:2px}
pre{white-space:pre-wrap;color:#334155}</style></head><body>
<h1>Local mailbox</h1><p>E-mails Atrium would send, newest first. JSON: <a href="/__local/mail">/__local/mail</a>.</p>
${rows.length > 0 ? rows : html`<p>No e-mail yet.</p>`}</body></html>`;
}

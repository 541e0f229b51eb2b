/** A small HTML page listing the local mailbox, newest first (served at /__local/mailbox). */
import { escapeHtml } from '#functions/lib/html.ts';
import type { MailMessage } from './mailbox.ts';

export function mailboxPage(messages: MailMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span>to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</span></header>
  ${m.code ? `<p class="code">Code: <b>${escapeHtml(m.code)}</b></p>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atrium local mailbox</title>
<meta http-equiv="refresh" content="5">
<style>body{font:14px system-ui,sans-serif;max-width:760px;margin:2rem auto;color:#1e293b}
article{border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
header span{color:#64748b;margin-left:8px}.code b{font-size:18px;letter-spacing:2px}
pre{white-space:pre-wrap;color:#334155}</style></head><body>
<h1>Local mailbox</h1><p>E-mails Atrium would send, newest first. JSON: <a href="/__local/mail">/__local/mail</a>.</p>
${rows || '<p>No e-mail yet.</p>'}</body></html>`;
}

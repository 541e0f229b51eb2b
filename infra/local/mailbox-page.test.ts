/** The mailbox page shows what users typed as text, never as markup. */
import { describe, expect, it } from 'vitest';
import { mailboxPage } from './mailbox-page.ts';

describe('mailboxPage', () => {
  it('escapes every field of a message', async () => {
    const page = String(
      await mailboxPage([
        {
          to: 'a"b@example.com',
          subject: '<script>alert(1)</script>',
          text: 'Hi <b>there</b> & welcome',
          code: '12<34',
          sentAt: '2026-11-25T10:00:00.000Z',
        },
      ]),
    );
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('Hi &lt;b&gt;there&lt;/b&gt; &amp; welcome');
    expect(page).toContain('a&quot;b@example.com');
    expect(page).toContain('Code: <b>12&lt;34</b>');
    expect(page).not.toContain('<script>');
  });

  it('says so when there is no e-mail', async () => {
    expect(String(await mailboxPage([]))).toContain('<p>No e-mail yet.</p>');
  });
});

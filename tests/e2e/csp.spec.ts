/**
 * The local server sends the deployed site's security headers (infra/cloud/web/site-headers.ts), so
 * every end-to-end test runs under the real Content-Security-Policy. This spec walks the app's main
 * screens and the viewer pages and fails on any CSP violation the browser reports.
 */
import { expect, type Page, test } from '@playwright/test';
import { confirmedUser, logIn } from './helpers.ts';

function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app and its viewer pages run under the site CSP without a violation', async ({ page, request }) => {
  const violations = recordViolations(page);
  const user = await confirmedUser(request, 'csp');
  await logIn(page, user);
  for (const path of ['/', '/new', '/settings', '/purchase', '/receipts']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("default-src 'self'");
    await page.waitForLoadState('networkidle');
  }
  for (const path of ['/splat-viewer.html', '/webgl-splat-viewer.html']) {
    const response = await page.goto(path);
    expect(response?.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(response?.headers()['content-security-policy'], path).toContain('frame-ancestors *');
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

/**
 * Phone or tablet? The web app sends such devices to the WebGL viewer page, and the viewer draws fewer
 * pixels on them: one check, here beside the page names, so that both sides always agree.
 */

/** What the check reads from `navigator` (a parameter, so that it can be tested without a browser). */
export interface DeviceHints {
  userAgent: string;
  maxTouchPoints: number;
  /** User-Agent Client Hints (Chromium): the browser's own answer, when it gives one. */
  userAgentData?: { mobile?: boolean };
}

export function isMobileDevice(nav: DeviceHints): boolean {
  if (nav.userAgentData?.mobile !== undefined) return nav.userAgentData.mobile;
  // iPadOS reports itself as a Mac: a "Mac" with a touch screen is a tablet.
  return (
    /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

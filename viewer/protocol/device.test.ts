import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';
const ipad =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('phone and tablet check', () => {
  it('recognises phones and tablets by their user agent', () => {
    expect(isMobileDevice({ userAgent: iphone, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: android, maxTouchPoints: 5 })).toBe(true);
    // An iPad asks for the desktop site and says "Macintosh"; its touch screen gives it away.
    expect(isMobileDevice({ userAgent: ipad, maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves desktops, touch-screen laptops included, as desktops', () => {
    expect(isMobileDevice({ userAgent: ipad, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 10 })).toBe(false);
  });

  it('takes the browser’s own answer over the user agent when it gives one', () => {
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 0, userAgentData: { mobile: true } })).toBe(
      true,
    );
    expect(isMobileDevice({ userAgent: android, maxTouchPoints: 5, userAgentData: { mobile: false } })).toBe(
      false,
    );
    expect(isMobileDevice({ userAgent: android, maxTouchPoints: 5, userAgentData: {} })).toBe(true);
  });
});

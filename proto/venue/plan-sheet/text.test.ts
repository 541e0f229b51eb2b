/** Text for Helvetica: only WinAnsi characters, measured with its widths and cut to fit. */
import { describe, expect, it } from 'vitest';
import { textShape, winAnsi } from './text.ts';

describe('winAnsi', () => {
  it('keeps what Helvetica encodes and replaces the rest instead of failing', () => {
    expect(winAnsi(`9' 2½" · 12.50 m² · Café – “Gala” …`)).toBe(`9' 2½" · 12.50 m² · Café – “Gala” …`);
    expect(winAnsi('Check ✓ → done')).toBe('Check v -> done');
    expect(winAnsi('ﬁne Győr')).toBe('fine Gyor');
    expect(winAnsi('Party 🎉 time')).toBe('Party ? time');
    expect(winAnsi('two\nlines\tand tab')).toBe('two lines and tab');
  });
});

describe('textShape', () => {
  it('measures the text and cuts it with an ellipsis to fit', () => {
    const whole = textShape('Harbour Gala 2027', 0, 0, 4);
    expect(whole.width).toBeGreaterThan(20);
    const cut = textShape('Harbour Gala 2027', 0, 0, 4, { maxWidth: whole.width / 2 });
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.width).toBeLessThanOrEqual(whole.width / 2);
    expect(textShape('Harbour', 0, 0, 4, { maxWidth: 1 }).text).toBe('');
  });
});

/**
 * Text on the sheet is set in Helvetica, one of the PDF's standard fonts, so the PDF embeds no font and
 * the layout measures text with Helvetica's own widths (the canvas draws the same boxes). Helvetica
 * encodes only WinAnsi: any other character is replaced ('✓' → 'v', 'ő' → 'o', an emoji → '?'; 'é' stays)
 * instead of failing the export.
 */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import type { Rgb, Shape } from './shapes.ts';

// pdf-lib's StandardFonts and its embedder's FontNames are two enums of the same names.
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
const helvetica = StandardFontEmbedder.for(StandardFonts.Helvetica as unknown as FontName);

const FALLBACKS: Record<string, string> = {
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '✘': 'x',
  '→': '->',
  '←': '<-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '−': '-',
  '\u00a0': ' ',
};

const encodable = (char: string) => helvetica.encoding.canEncodeUnicodeCodePoint(char.codePointAt(0) ?? 0);

/** The text with every character Helvetica cannot encode replaced; line breaks and tabs become spaces. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (/\s/.test(char)) out += ' ';
    else if (encodable(char)) out += char;
    else if (FALLBACKS[char] !== undefined) out += FALLBACKS[char];
    else {
      // 'ﬁ' → 'fi', 'ő' → 'o': a compatibility decomposition's encodable letters, else '?'.
      const parts = [...char.normalize('NFKD')].filter(encodable).join('');
      out += parts === '' ? '?' : parts;
    }
  }
  return out;
}

const widths = new Map<string, number>();

/** The width of already-sanitized text at `size` (any unit: the width comes back in the same unit). */
function textWidth(text: string, size: number): number {
  let width = widths.get(text);
  if (width === undefined) {
    width = helvetica.widthOfTextAtSize(text, 1);
    if (widths.size > 20_000) widths.clear();
    widths.set(text, width);
  }
  return width * size;
}

/** Sanitized text cut with '…' to fit `maxWidth` at `size`. */
function fitText(text: string, size: number, maxWidth: number): string {
  const clean = winAnsi(text);
  if (textWidth(clean, size) <= maxWidth) return clean;
  let low = 0;
  let high = clean.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (textWidth(`${clean.slice(0, mid)}…`, size) <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '' : `${clean.slice(0, low).trimEnd()}…`;
}

/** A text shape: sanitized, cut to `maxWidth` when given, and measured. */
export function textShape(
  text: string,
  x: number,
  y: number,
  size: number,
  options: { align?: 'left' | 'center' | 'right'; angle?: number; color?: Rgb; maxWidth?: number } = {},
): Extract<Shape, { kind: 'text' }> {
  const clean = options.maxWidth === undefined ? winAnsi(text) : fitText(text, size, options.maxWidth);
  return {
    kind: 'text',
    text: clean,
    x,
    y,
    size,
    width: textWidth(clean, size),
    align: options.align ?? 'left',
    angle: options.angle ?? 0,
    color: options.color ?? [0.1, 0.1, 0.1],
  };
}

/**
 * Test files generated on the fly (nothing is committed or downloaded): a PNG, a PDF, a text file, a
 * 3DGS .ply splat scene, and a WebM video recorded by the browser itself (no ffmpeg on these machines).
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { writePly } from '#formats/splat-cloud.ts';
import { syntheticScene } from '#formats/synthetic.ts';

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG: a diagonal gradient with a dark arrow-like bar in the top-left, so rotation is visible. */
export function png(name = 'photo.png', width = 320, height = 200): TestFile {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const bar = y < height / 5 && x < width / 2;
      row[1 + x * 3] = bar ? 20 : Math.round((255 * x) / width);
      row[2 + x * 3] = bar ? 20 : Math.round((255 * y) / height);
      row[3 + x * 3] = bar ? 60 : 180;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A one-page PDF with a heading and a filled rectangle, xref offsets computed. */
export function pdf(name = 'brochure.pdf', text = 'Atrium test brochure'): TestFile {
  const content = `BT /F1 28 Tf 72 720 Td (${text}) Tj ET\n0.3 0.3 0.8 rg 72 480 300 180 re f\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(out, 'latin1') };
}

export function textFile(
  name = 'notes.txt',
  text = 'Load-in starts at 7 am.\nStage left: sound desk.\n',
): TestFile {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text) };
}

/** A 3DGS binary .ply with a few hundred splats (a sphere over a floor), from the viewer's own writer. */
export function plyScene(name = 'scene.ply', count = 600): TestFile {
  return { name, mimeType: '', buffer: Buffer.from(writePly(syntheticScene(count, 7))) };
}

export function bytesFile(name: string, size: number, mimeType = ''): TestFile {
  return { name, mimeType, buffer: Buffer.alloc(size, 7) };
}

/** A short WebM (VP8) recorded in the page from an animated canvas with MediaRecorder. */
export async function webm(page: Page, name = 'walkthrough.webm', durationMs = 1200): Promise<TestFile> {
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - start;
        ctx.fillStyle = `hsl(${(t / 5) % 360} 70% 50%)`;
        ctx.fillRect(0, 0, 160, 120);
        ctx.fillStyle = '#fff';
        ctx.fillRect((t / 10) % 160, 40, 30, 30);
        if (t < ms) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const buffer = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of buffer) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, durationMs);
  return { name, mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') };
}

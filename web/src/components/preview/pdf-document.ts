/** pdf.js, loaded on demand (it is large), with its worker bundled by Vite. */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export async function openPdf(url: string): Promise<PDFDocumentProxy> {
  return getDocument({ url }).promise;
}

/**
 * Draws one page into the canvas at the given CSS width, sharp on high-DPI screens. The signal cancels
 * a render that a newer one (another width) replaces: pdf.js refuses two renders into one canvas.
 */
export async function renderPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  width: number,
  signal: AbortSignal,
) {
  const page = await doc.getPage(pageNumber);
  if (signal.aborted) return;
  const base = page.getViewport({ scale: 1 });
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: (width / base.width) * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  const task = page.render({ canvas, viewport });
  signal.addEventListener('abort', () => task.cancel(), { once: true });
  try {
    await task.promise;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
}

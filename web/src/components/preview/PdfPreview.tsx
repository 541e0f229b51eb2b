/** PDF rendered in the page with pdf.js (not a download), page by page. */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { PreviewMessage } from './PreviewMessage.tsx';

const MAX_PAGES = 30;

const pageNumbers = (count: number) => Array.from({ length: Math.min(count, MAX_PAGES) }, (_, i) => i + 1);

export function PdfPreview({ url, name }: { url: string; name: string }) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [width, setWidth] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    setDoc(null);
    setError(null);
    import('./pdf-document.ts')
      .then(({ openPdf }) => openPdf(url))
      .then((pdf) => {
        opened = pdf;
        if (cancelled) void pdf.destroy();
        else setDoc(pdf);
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.min(1000, Math.floor(entry.contentRect.width) - 32)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="h-full overflow-auto bg-zinc-100/60">
      {error ? (
        <PreviewMessage tone="error" title="Failed to load PDF" detail={error} />
      ) : !doc || width === 0 ? (
        <PreviewMessage tone="loading" title="Loading PDF..." />
      ) : (
        <section className="flex flex-col items-center gap-4 p-4" aria-label={`PDF ${name}`}>
          {pageNumbers(doc.numPages).map((n) => (
            <PdfPage key={n} doc={doc} pageNumber={n} width={width} onError={setError} />
          ))}
          {doc.numPages > MAX_PAGES ? (
            <p className="text-sm text-zinc-500">
              Showing the first {MAX_PAGES} of {doc.numPages} pages.
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}

function PdfPage({
  doc,
  pageNumber,
  width,
  onError,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  onError: (message: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const controller = new AbortController();
    import('./pdf-document.ts')
      .then(({ renderPage }) => renderPage(doc, pageNumber, target, width, controller.signal))
      .then(() => {
        if (!controller.signal.aborted) setRendered(true);
      })
      .catch((e: unknown) => onError(e instanceof Error ? e.message : String(e)));
    return () => controller.abort();
  }, [doc, pageNumber, width, onError]);
  return (
    <canvas
      ref={canvas}
      aria-label={`Page ${pageNumber}`}
      data-rendered={rendered}
      className="bg-white shadow-md"
    />
  );
}

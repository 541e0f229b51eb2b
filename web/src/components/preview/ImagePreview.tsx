/** Image preview: zoom 0.25–3 in steps of 0.25 and rotation by 90 degrees (spec product.md §2). */
import { RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';
import { clampZoom, ZOOM } from './preview-kind.ts';

export function ImagePreview({ url, name }: { url: string; name: string }) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) return <PreviewMessage tone="error" title="Failed to load image" detail={name} />;
  return (
    <div className="flex h-full flex-col">
      <div
        className="flex items-center justify-center gap-1 border-b border-zinc-100 p-2"
        role="toolbar"
        aria-label="Image tools"
      >
        <Button
          variant="ghost"
          size="sm"
          aria-label="Zoom out"
          disabled={zoom <= ZOOM.min}
          onClick={() => setZoom((z) => clampZoom(z - ZOOM.step))}
        >
          <ZoomOut aria-hidden />
        </Button>
        <output aria-label="Zoom level" className="w-14 text-center text-sm tabular-nums text-zinc-700">
          {Math.round(zoom * 100)}%
        </output>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Zoom in"
          disabled={zoom >= ZOOM.max}
          onClick={() => setZoom((z) => clampZoom(z + ZOOM.step))}
        >
          <ZoomIn aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Rotate"
          onClick={() => setRotation((r) => (r + 90) % 360)}
        >
          <RotateCw aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setZoom(1);
            setRotation(0);
          }}
        >
          Reset
        </Button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto bg-zinc-100/60 p-4">
        <img
          src={url}
          alt={name}
          data-zoom={zoom}
          data-rotation={rotation}
          onError={() => setFailed(true)}
          className="max-h-full max-w-full object-contain transition-transform"
          style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
        />
      </div>
    </div>
  );
}

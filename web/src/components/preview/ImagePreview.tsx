/**
 * Image preview: zoom 0.25–3 in steps of 0.25 and rotation by 90 degrees (spec product.md §2). The
 * image is laid out at its zoomed, rotated size (a CSS transform alone takes no room, so a rotated or
 * zoomed image spilled out of the pane, its top cut off and out of scroll reach).
 */
import { RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';
import { clampZoom, ZOOM } from './preview-kind.ts';

export function ImagePreview({ url, name }: { url: string; name: string }) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  const pane = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState({ width: 0, height: 0 });
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setPaneSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const layout = natural && paneSize.width > 0 ? imageLayout(natural, paneSize, zoom, rotation) : null;
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
      {/* m-auto, not flex centring: a box larger than the pane then starts at its top-left, all of it scrollable. */}
      <div ref={pane} data-testid="image-pane" className="flex min-h-0 flex-1 overflow-auto bg-zinc-100/60">
        <div
          className="relative m-auto shrink-0"
          style={layout ? { width: layout.boxWidth, height: layout.boxHeight } : undefined}
        >
          <img
            src={url}
            alt={name}
            data-zoom={zoom}
            data-rotation={rotation}
            onError={() => setFailed(true)}
            onLoad={(e) =>
              setNatural({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
            }
            className={layout ? 'absolute top-1/2 left-1/2 max-w-none' : 'max-h-full max-w-full'}
            style={
              layout
                ? {
                    width: layout.imageWidth,
                    height: layout.imageHeight,
                    transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                  }
                : { visibility: 'hidden' }
            }
          />
        </div>
      </div>
    </div>
  );
}

const PANE_PADDING_PX = 32;

/**
 * The image's drawn size and the room its rotated box takes: fitted into the pane at 100 % (never
 * enlarged beyond its own pixels), then zoomed; a quarter turn swaps the box's sides.
 */
function imageLayout(
  natural: { width: number; height: number },
  pane: { width: number; height: number },
  zoom: number,
  rotation: number,
) {
  const quarter = rotation % 180 !== 0;
  const boxW = quarter ? natural.height : natural.width;
  const boxH = quarter ? natural.width : natural.height;
  const fit = Math.min(
    1,
    Math.max(1, pane.width - PANE_PADDING_PX) / Math.max(1, boxW),
    Math.max(1, pane.height - PANE_PADDING_PX) / Math.max(1, boxH),
  );
  const scale = fit * zoom;
  return {
    imageWidth: natural.width * scale,
    imageHeight: natural.height * scale,
    boxWidth: boxW * scale,
    boxHeight: boxH * scale,
  };
}

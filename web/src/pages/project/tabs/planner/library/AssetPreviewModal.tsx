/**
 * The asset preview modal (spec venue-planner.md §2): the model in the hidden viewer page (its `gltf`
 * parameter) to orbit around, with the asset's details and Place. Esc closes it — also while the
 * preview has the focus, since the page forwards Esc as a viewerKeyDown message.
 */
import { useEffect, useRef } from 'react';
import { parseViewerEvent, VIEWER_PAGES } from '#protocol/index.ts';
import type { Asset } from '#shared/asset-catalogue.ts';
import { Button } from '../../../../../components/ui/Button.tsx';
import { Dialog, DialogContent } from '../../../../../components/ui/Dialog.tsx';
import { viewerUrl } from '../../../../../components/viewer/viewer-choice.ts';
import { formatDollars } from '../../../../../lib/money.ts';
import type { AssetLibrarySettings } from './asset-library-settings.ts';

const metres = (value: number) => `${value.toFixed(2)} m`;

export function AssetPreviewModal(p: {
  asset: Asset | null;
  settings: AssetLibrarySettings;
  onClose(): void;
  onPlace(asset: Asset): void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { onClose } = p;
  useEffect(() => {
    if (!p.asset) return;
    const onMessage = (event: MessageEvent) => {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseViewerEvent(event.data, () => {});
      if (message?.type === 'viewerKeyDown' && message.key === 'Escape') onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [p.asset, onClose]);

  const asset = p.asset;
  const t = p.settings.thumbnails;
  const size = asset?.dimensions;
  return (
    <Dialog open={asset !== null} onOpenChange={(open) => !open && onClose()}>
      {asset ? (
        <DialogContent title={asset.name} className="max-w-3xl">
          <iframe
            ref={frame}
            title={`3D preview of ${asset.name}`}
            src={viewerUrl(VIEWER_PAGES.thumbnail, {
              gltf: asset.url,
              settings: { bg: t.background, fov: t.fov, padding: t.framePadding },
            })}
            className="h-[min(60vh,480px)] w-full rounded-lg border border-zinc-200"
            style={{ background: t.background }}
          />
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <Detail label="Category" value={asset.category} />
            <Detail label="Vendor" value={asset.vendor ?? 'Unknown vendor'} />
            {asset.price !== undefined ? <Detail label="Price" value={formatDollars(asset.price)} /> : null}
            {size ? (
              <Detail
                label="Size (W × D × H)"
                value={`${metres(size.width)} × ${metres(size.depth)} × ${metres(size.height)}`}
              />
            ) : null}
            {asset.setupTime !== undefined ? <Detail label="Setup" value={`${asset.setupTime} min`} /> : null}
            {asset.license ? <Detail label="License" value={asset.license} /> : null}
          </dl>
          <p className="mt-3 text-xs text-zinc-500">Drag to orbit, scroll to zoom. Press Esc to close.</p>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => p.onPlace(asset)}>Place</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500">{label}</dt>
      <dd className="truncate text-zinc-900">{value}</dd>
    </div>
  );
}

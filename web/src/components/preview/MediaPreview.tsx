/** Video and audio previews with the browser's own controls. */
import { useState } from 'react';
import { PreviewMessage } from './PreviewMessage.tsx';

export function VideoPreview({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <PreviewMessage tone="error" title="Failed to load video" detail={name} />;
  return (
    <div className="flex h-full items-center justify-center bg-zinc-950 p-2">
      {/* biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks */}
      <video
        src={url}
        controls
        preload="metadata"
        className="size-full object-contain"
        aria-label={name}
        onError={() => setFailed(true)}
      />
    </div>
  );
}

export function AudioPreview({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <PreviewMessage tone="error" title="Failed to load audio" detail={name} />;
  return (
    <PreviewMessage title={name}>
      {/* biome-ignore lint/a11y/useMediaCaption: user uploads come without caption tracks */}
      <audio
        src={url}
        controls
        preload="metadata"
        aria-label={name}
        onError={() => setFailed(true)}
        className="mt-2 w-full max-w-md"
      />
    </PreviewMessage>
  );
}

/** The preview of one file, chosen by its extension (spec product.md §2). */
import { ImagePreview } from './ImagePreview.tsx';
import { AudioPreview, VideoPreview } from './MediaPreview.tsx';
import { NoPreview } from './NoPreview.tsx';
import { PdfPreview } from './PdfPreview.tsx';
import { previewKindOf } from './preview-kind.ts';
import { SplatPreview } from './SplatPreview.tsx';
import { TextPreview } from './TextPreview.tsx';

export interface PreviewFile {
  fileName: string;
  url: string;
  Size: number;
}

export function FilePreview({ file }: { file: PreviewFile }) {
  const props = { url: file.url, name: file.fileName };
  switch (previewKindOf(file.fileName)) {
    case 'image':
      return <ImagePreview {...props} />;
    case 'pdf':
      return <PdfPreview {...props} />;
    case 'video':
      return <VideoPreview {...props} />;
    case 'audio':
      return <AudioPreview {...props} />;
    case 'text':
      return <TextPreview {...props} size={file.Size} />;
    case 'splat':
      return <SplatPreview {...props} />;
    default:
      return <NoPreview {...props} />;
  }
}

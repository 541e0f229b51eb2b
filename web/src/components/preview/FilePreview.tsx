/**
 * The preview of one file, chosen by its extension (spec product.md §2). The file's link is signed
 * when it is opened here (listings carry none).
 */
import { errorMessage } from '../../api/errors.ts';
import { useFileUrl } from '../../api/file-url.ts';
import { ViewerFrame } from '../viewer/ViewerFrame.tsx';
import { ImagePreview } from './ImagePreview.tsx';
import { AudioPreview, VideoPreview } from './MediaPreview.tsx';
import { NoPreview } from './NoPreview.tsx';
import { PdfPreview } from './PdfPreview.tsx';
import { PreviewMessage } from './PreviewMessage.tsx';
import { previewKindOf } from './preview-kind.ts';
import { TextPreview } from './TextPreview.tsx';

export interface PreviewFile {
  Key: string;
  fileName: string;
  Size: number;
}

export function FilePreview({ file }: { file: PreviewFile }) {
  const link = useFileUrl(file.Key);
  if (link.isError)
    return (
      <PreviewMessage tone="error" title="Failed to load file preview" detail={errorMessage(link.error)} />
    );
  if (!link.data) return <PreviewMessage tone="loading" title="Loading preview..." />;
  const props = { url: link.data.url, name: file.fileName };
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
      // A frame per file: a click on another scene never waits for the one still loading.
      return (
        <ViewerFrame
          key={file.Key}
          fileUrl={props.url}
          title={`3D viewer: ${props.name}`}
          className="h-full min-h-96 rounded-none"
        />
      );
    default:
      return <NoPreview {...props} />;
  }
}

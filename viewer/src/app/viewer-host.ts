/**
 * What the message handler and the test hook may use of the running viewer. They depend on this port,
 * not on ViewerApp, so the app can install them without an import cycle.
 */
import type { CameraState, FileFilter, FilesMessage } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';

export type ViewerState = 'starting' | 'empty' | 'loading' | 'ready' | 'error';

/** What the Files screen around the viewer told it (kept as context, never acted on). */
export interface FilesContext {
  previewFile: string | null;
  isSplatFile: boolean;
  filter: FileFilter;
  uploads: string[];
}

export interface ViewerHost {
  readonly storage: Storage | null;
  readonly scene: SplatScene | null;
  readonly state: ViewerState;
  readonly splatCount: number;
  readonly lastError: string | null;
  readonly fellBack: boolean;
  readonly files: FilesContext;
  onCamera(listener: (camera: CameraState) => void): void;
  noteFilesMessage(message: FilesMessage): void;
  loadUrl(url: string): Promise<boolean>;
  /** The colour behind the splats outside the floor plan. */
  background(): string;
}

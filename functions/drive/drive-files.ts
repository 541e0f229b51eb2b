/**
 * Browsing a Google Drive folder as the build wizard needs it (spec §3 Cloud drive node): a folder's
 * children that are folders or mp4/mov videos, not trashed, a page at a time.
 */
import type { drive_v3 } from '@googleapis/drive';
import * as z from 'zod';

const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
/** The video types a build accepts (spec §5), as Drive reports them. */
const VIDEO_MIME_TYPES = { 'video/mp4': 'mp4', 'video/quicktime': 'mov' } as const;

export interface CloudDriveNode {
  id: string;
  name: string;
  type: 'folder' | 'file';
  mimeType: string;
}

/** Drive ids are URL-safe base64-like; 'root' names the user's My Drive. Nothing else reaches `q`. */
export const driveIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Not a Google Drive id');

const PAGE_SIZE = 100;

/** The Drive query of a folder's folders and videos (ids are checked above, so no quoting issue). */
function folderQuery(parentId: string): string {
  const types = [FOLDER_MIME_TYPE, ...Object.keys(VIDEO_MIME_TYPES)]
    .map((type) => `mimeType = '${type}'`)
    .join(' or ');
  return `'${parentId}' in parents and trashed = false and (${types})`;
}

/** mp4 or mov, by Drive's MIME type first and the name's extension second; undefined: not a video. */
export function videoTypeOf(mimeType: string | null | undefined, name = ''): 'mp4' | 'mov' | undefined {
  const byMime = VIDEO_MIME_TYPES[mimeType as keyof typeof VIDEO_MIME_TYPES];
  if (byMime) return byMime;
  const extension = /\.(mp4|mov)$/i.exec(name)?.[1]?.toLowerCase();
  return mimeType?.startsWith('video/') && (extension === 'mp4' || extension === 'mov')
    ? extension
    : undefined;
}

function toNode(file: drive_v3.Schema$File): CloudDriveNode | null {
  if (!file.id || !file.name || !file.mimeType) return null;
  if (file.mimeType === FOLDER_MIME_TYPE) {
    return { id: file.id, name: file.name, type: 'folder', mimeType: file.mimeType };
  }
  // The query already asks for these types only; this keeps the answer right whatever Drive sends.
  return videoTypeOf(file.mimeType, file.name)
    ? { id: file.id, name: file.name, type: 'file', mimeType: file.mimeType }
    : null;
}

export async function listFolder(
  drive: drive_v3.Drive,
  parentId: string,
  pageToken?: string,
): Promise<{ nodes: CloudDriveNode[]; nextPageToken: string | null }> {
  const answer = await drive.files.list({
    q: folderQuery(parentId),
    fields: 'nextPageToken, files(id, name, mimeType)',
    orderBy: 'folder,name',
    pageSize: PAGE_SIZE,
    spaces: 'drive',
    ...(pageToken ? { pageToken } : {}),
  });
  return {
    nodes: (answer.data.files ?? []).flatMap((file) => toNode(file) ?? []),
    nextPageToken: answer.data.nextPageToken ?? null,
  };
}

/**
 * Which files the product accepts and how it names their types (spec venue-planner.md §5, product.md
 * §2 and §9). Shared by the server (what it signs) and the web app (what the drop zone accepts and
 * how a file is previewed), so both always agree. Browser-safe: no Node imports.
 */

/** A selection of files may weigh at most this much in total; a single file therefore too. */
export const MAX_SELECTION_BYTES = 500 * 1024 * 1024;
/** Longest file name accepted in a storage key. */
export const MAX_FILE_NAME_LENGTH = 200;

export type FileKind = 'image' | 'video' | 'audio' | 'pdf' | 'splat' | 'model' | 'text';

/**
 * Extension (lowercase, no dot) → its kind and the Content-Type it is stored and signed with. A Map,
 * not an object: a name ending in .constructor or .__proto__ must find nothing.
 */
const TYPES: ReadonlyMap<string, { kind: FileKind; contentType: string }> = new Map([
  // Images and video are always accepted.
  ['png', { kind: 'image', contentType: 'image/png' }],
  ['jpg', { kind: 'image', contentType: 'image/jpeg' }],
  ['jpeg', { kind: 'image', contentType: 'image/jpeg' }],
  ['webp', { kind: 'image', contentType: 'image/webp' }],
  ['gif', { kind: 'image', contentType: 'image/gif' }],
  ['mp4', { kind: 'video', contentType: 'video/mp4' }],
  ['webm', { kind: 'video', contentType: 'video/webm' }],
  ['mov', { kind: 'video', contentType: 'video/quicktime' }],
  ['ogv', { kind: 'video', contentType: 'video/ogg' }],
  // Audio and PDF: the Files screen previews them (product.md §2).
  ['mp3', { kind: 'audio', contentType: 'audio/mpeg' }],
  ['wav', { kind: 'audio', contentType: 'audio/wav' }],
  ['flac', { kind: 'audio', contentType: 'audio/flac' }],
  ['aac', { kind: 'audio', contentType: 'audio/aac' }],
  ['ogg', { kind: 'audio', contentType: 'audio/ogg' }],
  ['pdf', { kind: 'pdf', contentType: 'application/pdf' }],
  // Splat scenes (.atrium is the product's own bundle).
  ['splat', { kind: 'splat', contentType: 'application/octet-stream' }],
  ['ksplat', { kind: 'splat', contentType: 'application/octet-stream' }],
  ['ply', { kind: 'splat', contentType: 'application/octet-stream' }],
  ['spz', { kind: 'splat', contentType: 'application/octet-stream' }],
  // PlayCanvas's SOG: a zip of WebP images and meta.json, read by the viewer (viewer/src/formats/sog.ts).
  ['sog', { kind: 'splat', contentType: 'application/octet-stream' }],
  ['zip', { kind: 'splat', contentType: 'application/zip' }],
  ['colo', { kind: 'splat', contentType: 'application/octet-stream' }],
  ['atrium', { kind: 'splat', contentType: 'application/octet-stream' }],
  // 3D models.
  ['glb', { kind: 'model', contentType: 'model/gltf-binary' }],
  ['gltf', { kind: 'model', contentType: 'model/gltf+json' }],
  ['obj', { kind: 'model', contentType: 'model/obj' }],
  ['stl', { kind: 'model', contentType: 'model/stl' }],
  ['fbx', { kind: 'model', contentType: 'application/octet-stream' }],
  ['3ds', { kind: 'model', contentType: 'application/octet-stream' }],
  ['dae', { kind: 'model', contentType: 'model/vnd.collada+xml' }],
  ['usd', { kind: 'model', contentType: 'model/vnd.usd' }],
  ['usda', { kind: 'model', contentType: 'model/vnd.usda' }],
  ['usdc', { kind: 'model', contentType: 'model/vnd.usdc' }],
  ['usdz', { kind: 'model', contentType: 'model/vnd.usdz+zip' }],
  ['blend', { kind: 'model', contentType: 'application/octet-stream' }],
  ['max', { kind: 'model', contentType: 'application/octet-stream' }],
  ['ma', { kind: 'model', contentType: 'application/octet-stream' }],
  ['mb', { kind: 'model', contentType: 'application/octet-stream' }],
  ['wrl', { kind: 'model', contentType: 'model/vrml' }],
  ['vrml', { kind: 'model', contentType: 'model/vrml' }],
  ['x3d', { kind: 'model', contentType: 'model/x3d+xml' }],
  // Code and text files: stored as plain text so that nothing served from the bucket runs as a page.
  ['txt', { kind: 'text', contentType: 'text/plain' }],
  ['md', { kind: 'text', contentType: 'text/plain' }],
  ['csv', { kind: 'text', contentType: 'text/plain' }],
  ['log', { kind: 'text', contentType: 'text/plain' }],
  ['json', { kind: 'text', contentType: 'text/plain' }],
  ['xml', { kind: 'text', contentType: 'text/plain' }],
  ['yaml', { kind: 'text', contentType: 'text/plain' }],
  ['yml', { kind: 'text', contentType: 'text/plain' }],
  ['toml', { kind: 'text', contentType: 'text/plain' }],
  ['ini', { kind: 'text', contentType: 'text/plain' }],
  ['js', { kind: 'text', contentType: 'text/plain' }],
  ['mjs', { kind: 'text', contentType: 'text/plain' }],
  ['ts', { kind: 'text', contentType: 'text/plain' }],
  ['tsx', { kind: 'text', contentType: 'text/plain' }],
  ['jsx', { kind: 'text', contentType: 'text/plain' }],
  ['py', { kind: 'text', contentType: 'text/plain' }],
  ['html', { kind: 'text', contentType: 'text/plain' }],
  ['css', { kind: 'text', contentType: 'text/plain' }],
  ['glsl', { kind: 'text', contentType: 'text/plain' }],
  ['wgsl', { kind: 'text', contentType: 'text/plain' }],
  ['sh', { kind: 'text', contentType: 'text/plain' }],
  ['proto', { kind: 'text', contentType: 'text/plain' }],
]);

/** Scene files the Splat Files filter and the viewer recognise (spec product.md §2). */
const SPLAT_EXTENSIONS = ['splat', 'colo', 'atrium', 'zip', 'ply', 'ksplat', 'spz', 'sog'] as const;

/** A property's media: photos and videos only. */
export const MEDIA_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'mp4', 'webm', 'mov'] as const;

export const PROJECT_FILE_EXTENSIONS = [...TYPES.keys()];

/**
 * Lowercase extension without the dot of a file name or path ('dir/a.PLY' → 'ply'); '' when the last
 * segment has none ('README', '.env', 'a.'). The one extension rule of the server, web app and viewer.
 */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

export function fileKindOf(fileName: string): FileKind | undefined {
  return TYPES.get(extensionOf(fileName))?.kind;
}

/** The Content-Type a file is stored and signed with; octet-stream for anything unknown. */
export function contentTypeOf(fileName: string): string {
  return TYPES.get(extensionOf(fileName))?.contentType ?? 'application/octet-stream';
}

export function isSplatFile(fileName: string): boolean {
  return (SPLAT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

export function isAcceptedProjectFile(fileName: string): boolean {
  return TYPES.has(extensionOf(fileName));
}

export function isAcceptedMediaFile(fileName: string): boolean {
  return (MEDIA_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** The drop zone's `accept` map (MIME type → extensions), built from the same table. */
export function dropzoneAccept(extensions: readonly string[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const ext of extensions) {
    const type = TYPES.get(ext);
    if (!type) continue;
    // Types without a registered MIME type get a private one: browsers give '' (or octet-stream) for
    // them and the drop zone then matches by extension only, never every octet-stream file.
    const mime =
      type.contentType === 'application/octet-stream'
        ? `application/x-atrium-${type.kind}`
        : type.contentType;
    accept[mime] = [...(accept[mime] ?? []), `.${ext}`];
  }
  return accept;
}

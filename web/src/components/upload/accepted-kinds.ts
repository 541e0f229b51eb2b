/**
 * One line saying which kinds of file an upload takes, grouped as a person thinks of them ('Accepted:
 * images, videos, 3D scenes (.splat, .ply, …), documents'), instead of the drop zone's list of MIME types.
 */
import { type FileKind, fileKindOf } from '#shared/file-types.ts';

const GROUPS: { label: string; kinds: FileKind[] }[] = [
  { label: 'images', kinds: ['image'] },
  { label: 'videos', kinds: ['video'] },
  { label: 'audio', kinds: ['audio'] },
  { label: '3D scenes', kinds: ['splat'] },
  { label: '3D models', kinds: ['model'] },
  { label: 'documents', kinds: ['pdf', 'text'] },
];

/** The extensions (no dot) of a drop-zone accept map. */
function extensionsOf(accept: Record<string, string[]>): string[] {
  return [
    ...new Set(
      Object.values(accept)
        .flat()
        .map((e) => e.replace(/^\./, '').toLowerCase()),
    ),
  ];
}

export function acceptedSummary(accept: Record<string, string[]>): string {
  const extensions = extensionsOf(accept);
  const parts: string[] = [];
  for (const group of GROUPS) {
    const members = extensions.filter((e) => group.kinds.includes(fileKindOf(`f.${e}`) as FileKind));
    if (members.length === 0) continue;
    // Scenes come in formats people do not guess from the word: name them.
    if (group.label === '3D scenes') {
      const shown = members.slice(0, 4).map((e) => `.${e}`);
      parts.push(`3D scenes (${shown.join(', ')}${members.length > 4 ? ', …' : ''})`);
    } else parts.push(group.label);
  }
  return `Accepted: ${parts.join(', ')}`;
}

/** The line for one refused file: its name and why, the accepted kinds said once for all of them. */
export function refusalOf(fileName: string, codes: string[]): string {
  if (codes.includes('file-invalid-type')) return `${fileName}: this kind of file is not accepted`;
  if (codes.includes('file-too-large')) return `${fileName}: the file is too large`;
  return `${fileName}: the file cannot be added`;
}

/**
 * One video in a pick list (uploaded videos, a Google Drive folder): a checkbox row with the video's
 * name and type, the same wherever the user chooses the videos a build is made from.
 */
import { FileVideo } from 'lucide-react';

export function VideoChoice(p: { name: string; type: string; checked: boolean; onToggle: () => void }) {
  return (
    <li>
      <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-zinc-50">
        <input type="checkbox" checked={p.checked} onChange={p.onToggle} />
        <FileVideo className="size-4 text-zinc-400" aria-hidden />
        <span className="flex-1 truncate">{p.name}</span>
        <span className="text-xs text-zinc-500 uppercase">{p.type}</span>
      </label>
    </li>
  );
}

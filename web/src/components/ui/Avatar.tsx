import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from './cn.ts';

/** Up to two initials: "jane.doe" → "JD", "alice" → "AL". */
function initialsOf(name: string): string {
  const parts = name.split(/[\s._@+-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

interface AvatarProps {
  name: string;
  src?: string | undefined;
  className?: string;
}

export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-indigo-100 select-none',
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" /> : null}
      {/* Delayed so that a fast-loading picture does not flash the initials first (spec §9). */}
      <AvatarPrimitive.Fallback
        delayMs={500}
        className="flex size-full items-center justify-center text-sm font-semibold text-indigo-700"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

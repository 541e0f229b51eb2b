/** A dashboard card; its cover's short-lived link is asked for when the card comes into view. */
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFileUrl } from '../../api/file-url.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useInView } from '../../lib/use-in-view.ts';

interface EntityCardProps {
  to: string;
  icon: LucideIcon;
  title: string;
  /** The cover image's stored key ('' for none); the icon shows when there is none or it fails to load. */
  imageKey?: string | undefined;
  children?: ReactNode;
}

/** A dashboard card: thumbnail on top, text below, the whole card a link. */
export function EntityCard({ to, icon: Icon, title, imageKey, children }: EntityCardProps) {
  const [broken, setBroken] = useState(false);
  const card = useRef<HTMLAnchorElement>(null);
  const imageUrl = useFileUrl(imageKey, { enabled: useInView(card) }).data?.url;
  return (
    <Link
      ref={card}
      to={to}
      className="group flex w-full flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
    >
      <div className="flex aspect-[16/10] items-center justify-center overflow-hidden bg-gradient-to-br from-indigo-50 via-zinc-50 to-violet-50">
        {imageUrl && !broken ? (
          <img
            src={imageUrl}
            alt={`Cover of ${title}`}
            loading="lazy"
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <Icon
            className="size-10 text-indigo-300 transition-colors group-hover:text-indigo-400"
            aria-hidden
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {/* Long names wrap to two lines; the whole name is in the tooltip. */}
        <p title={title} className="line-clamp-2 font-semibold break-words text-zinc-900">
          {title}
        </p>
        {children}
      </div>
    </Link>
  );
}

function EntityCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-zinc-200 bg-white">
      <Skeleton className="aspect-[16/10]" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-3/4 rounded-md" />
        <Skeleton className="h-3 w-1/2 rounded-md" />
      </div>
    </div>
  );
}

export const cardGridClasses = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={cardGridClasses}>
      {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
        <EntityCardSkeleton key={key} />
      ))}
    </div>
  );
}

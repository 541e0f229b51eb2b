import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-zinc-200 bg-white shadow-xs', className)} {...props} />;
}

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
}

/** A titled card section, used for the forms and read-only panels of the entity pages. */
export function SectionCard({ title, description, children, tone = 'default', className }: SectionCardProps) {
  return (
    <Card className={cn(tone === 'danger' && 'border-red-200', className)}>
      <div className={cn('border-b px-6 py-4', tone === 'danger' ? 'border-red-100' : 'border-zinc-100')}>
        <h2 className={cn('text-base font-semibold', tone === 'danger' ? 'text-red-700' : 'text-zinc-900')}>
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-zinc-500">{description}</p> : null}
      </div>
      <div className="px-6 py-5">{children}</div>
    </Card>
  );
}

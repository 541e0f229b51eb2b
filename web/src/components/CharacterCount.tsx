import { cn } from './ui/cn.ts';

export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={cn('tabular-nums', length > max && 'font-medium text-red-600')}>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </span>
  );
}

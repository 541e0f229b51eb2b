/**
 * Joins class names (clsx) and lets a later Tailwind class override an earlier one of the same kind
 * (tailwind-merge): `cn('px-3 text-zinc-700', 'px-2')` is 'text-zinc-700 px-2', so a `className`
 * passed to a component always beats the component's own defaults, whatever order the CSS is in.
 */
import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}

import { type ClassValue, clsx } from 'clsx';

/** Joins class names; the caller's className is passed last so it wins. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}

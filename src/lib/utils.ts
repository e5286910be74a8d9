import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not merge conflicting Tailwind classes (tailwind-merge cost 8.5 KB
 * gzip of the critical path), so components keep their variants and callers conflict-free.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

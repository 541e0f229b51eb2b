/**
 * Whether an element has come into view (and stays true once it has): cards sign their cover's link
 * only when they are seen, not all at once. Without IntersectionObserver everything counts as seen.
 */
import { type RefObject, useEffect, useState } from 'react';

export function useInView(element: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = element.current;
    if (seen || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, rootMargin, seen]);
  return seen;
}

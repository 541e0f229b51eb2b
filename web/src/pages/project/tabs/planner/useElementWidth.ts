/**
 * The rendered width of an element, kept current by a ResizeObserver: the planner lays its toolbar
 * and side panels out by the room it actually has (the app's side panel can be collapsed or not).
 * Returns a callback ref, so an element that mounts later (after a loading state) is measured too.
 */
import { useLayoutEffect, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number, T | null] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width, element];
}

/** The draggable divider between the file list and the preview (spec §9 bounds), by pointer or keyboard. */
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useState } from 'react';
import { clampDivider, DIVIDER } from './file-list-model.ts';

export function useDivider(container: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState<number>(DIVIDER.initial);
  const containerWidth = () => container.current?.getBoundingClientRect().width ?? 1000;

  // Narrowing the window must not leave the list wider than 70 % of it.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth((w) => clampDivider(w, containerWidth())));
    observer.observe(element);
    return () => observer.disconnect();
  });

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Relative to where the drag started, so grabbing the handle off-centre does not make it jump.
    const startX = event.clientX;
    const startWidth = width;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) =>
      setWidth(clampDivider(startWidth + e.clientX - startX, containerWidth()));
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? 48 : 16;
    if (event.key === 'ArrowLeft') setWidth((w) => clampDivider(w - step, containerWidth()));
    else if (event.key === 'ArrowRight') setWidth((w) => clampDivider(w + step, containerWidth()));
    else if (event.key === 'Home') setWidth(clampDivider(DIVIDER.min, containerWidth()));
    else if (event.key === 'End') setWidth(clampDivider(DIVIDER.max, containerWidth()));
    else return;
    event.preventDefault();
  };

  const max = clampDivider(Number.POSITIVE_INFINITY, containerWidth());
  return { width, max, onPointerDown, onKeyDown };
}

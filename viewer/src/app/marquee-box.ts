/**
 * The marquee the arrange mode drags (planner bus 'marquee.changed'), drawn as a box over the canvas: a
 * DOM element, so the planner core stays free of the page.
 */
import type { PlannerBus } from '../planner/planner-bus.ts';

export function showMarquee(canvas: HTMLElement, bus: PlannerBus): () => void {
  const box = document.createElement('div');
  box.dataset.testid = 'marquee';
  Object.assign(box.style, {
    position: 'fixed',
    display: 'none',
    pointerEvents: 'none',
    border: '1px solid #6366f1',
    background: 'rgba(99, 102, 241, 0.12)',
    zIndex: '10',
  });
  document.body.append(box);
  const stop = bus.on('marquee.changed', ({ rect }) => {
    if (!rect) {
      box.style.display = 'none';
      return;
    }
    const at = canvas.getBoundingClientRect();
    const [x0, y0, x1, y1] = rect;
    Object.assign(box.style, {
      display: 'block',
      left: `${at.left + Math.min(x0, x1)}px`,
      top: `${at.top + Math.min(y0, y1)}px`,
      width: `${Math.abs(x1 - x0)}px`,
      height: `${Math.abs(y1 - y0)}px`,
    });
  });
  return () => {
    stop();
    box.remove();
  };
}

/**
 * Mouse and keyboard of the planner inside the viewer page. A click is a press and release that barely
 * moved (a drag still orbits the camera); the cursor's moves feed the drawing preview once a frame. A
 * press the planner takes (a reshape handle, `press`) is a drag of its own: the camera never sees it,
 * the moves go to `drag` and the release to `release`, and it is no click.
 * Keys: Esc cancels the drawing, Enter or a double click finishes it, Backspace takes back a point,
 * Delete removes the selection (or a reshaped outline's active vertex), Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes; R / Shift+R
 * turn the placement ghost (or the selected models) 15°, as the wheel does while placing; Ctrl/Cmd+D
 * duplicates the selected models. Keys typed
 * into a text field are left alone, except Escape. Other keys go to the embedding page (viewerKeyDown),
 * whose shortcuts would otherwise go deaf whenever the viewer frame has the focus.
 */
export type KeyAction =
  | 'cancel'
  | 'finish'
  | 'backspace'
  | 'delete'
  | 'undo'
  | 'redo'
  | 'rotate'
  | 'rotateBack'
  | 'duplicate';

export interface InputTarget {
  click(x: number, y: number, shift: boolean): void;
  hover(x: number, y: number): void;
  finish(): void;
  key(action: KeyAction): boolean;
  /** A press: true when the planner takes it as a drag (then neither the camera nor a click gets it). */
  press?(x: number, y: number): boolean;
  drag?(x: number, y: number): void;
  release?(x: number, y: number): void;
  /** The CSS cursor over a canvas pixel ('' for the default): a reshape handle shows 'grab'. */
  cursor?(x: number, y: number): string;
  /** The wheel: true when it was used (turning the ghost), so the camera does not zoom. */
  wheel(deltaY: number): boolean;
  /** A key the viewer did not use, pressed outside a text field (the page's own shortcuts, §2). */
  unusedKey(key: UnusedKey): void;
}

/** A key press as the embedding page needs it to run its own shortcut. */
export interface UnusedKey {
  key: string;
  code: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const CLICK_SLOP_PX = 5;
const CLICK_MAX_MS = 700;

export function keyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  typing: boolean,
): KeyAction | null {
  if (event.key === 'Escape') return 'cancel';
  if (typing) return null;
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key.toLowerCase() === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && event.key.toLowerCase() === 'y') return 'redo';
  if (mod && event.key.toLowerCase() === 'd') return 'duplicate';
  if (mod) return null;
  if (event.key === 'Enter') return 'finish';
  if (event.key === 'Backspace') return 'backspace';
  if (event.key === 'Delete') return 'delete';
  if (event.key.toLowerCase() === 'r') return event.shiftKey ? 'rotateBack' : 'rotate';
  return null;
}

export function installInput(canvas: HTMLElement, target: InputTarget): () => void {
  let down: { x: number; y: number; t: number } | null = null;
  let hoverFrame = 0;
  let lastMove: { x: number; y: number } | null = null;
  /** The pointer of a drag the planner took. */
  let dragging: number | null = null;
  const setCursor = (x: number, y: number) => {
    const cursor = target.cursor?.(x, y);
    if (cursor !== undefined && canvas.style) canvas.style.cursor = cursor;
  };
  const onDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    // Listened to in the capture phase, so a taken press stops here, before the camera's controls.
    if (dragging === null && target.press?.(e.offsetX, e.offsetY)) {
      dragging = e.pointerId;
      e.stopImmediatePropagation();
      e.preventDefault();
      canvas.setPointerCapture?.(e.pointerId);
      down = null;
      setCursor(e.offsetX, e.offsetY);
      return;
    }
    down = { x: e.offsetX, y: e.offsetY, t: e.timeStamp };
  };
  const onUp = (e: PointerEvent) => {
    if (dragging !== null && e.pointerId === dragging) {
      dragging = null;
      canvas.releasePointerCapture?.(e.pointerId);
      target.release?.(e.offsetX, e.offsetY);
      setCursor(e.offsetX, e.offsetY);
      return;
    }
    if (e.button !== 0 || !down) return;
    const moved = Math.hypot(e.offsetX - down.x, e.offsetY - down.y);
    // When the events happened, not when they were handled: a slow frame between the two handlers
    // (software rendering, a big canvas) must not turn a click into a drag.
    const quick = e.timeStamp - down.t < CLICK_MAX_MS;
    down = null;
    if (moved <= CLICK_SLOP_PX && quick) target.click(e.offsetX, e.offsetY, e.shiftKey);
  };
  const onMove = (e: PointerEvent) => {
    if (dragging !== null && e.pointerId === dragging) {
      target.drag?.(e.offsetX, e.offsetY);
      return;
    }
    lastMove = { x: e.offsetX, y: e.offsetY };
    if (hoverFrame) return;
    hoverFrame = requestAnimationFrame(() => {
      hoverFrame = 0;
      if (!lastMove) return;
      target.hover(lastMove.x, lastMove.y);
      setCursor(lastMove.x, lastMove.y);
    });
  };
  const onCancel = (e: PointerEvent) => {
    if (dragging === null || e.pointerId !== dragging) return;
    dragging = null;
    target.release?.(e.offsetX, e.offsetY);
  };
  const onDouble = () => target.finish();
  const onWheel = (e: WheelEvent) => {
    if (!target.wheel(e.deltaY)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  const onKey = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement | null;
    const typing = !!el && (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.isContentEditable);
    const action = keyAction(e, typing);
    if (action && target.key(action)) return e.preventDefault();
    if (typing || e.repeat) return;
    const { key, code, shiftKey, ctrlKey, metaKey, altKey } = e;
    target.unusedKey({ key, code, shiftKey, ctrlKey, metaKey, altKey });
  };
  canvas.addEventListener('pointerdown', onDown, { capture: true });
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('dblclick', onDouble);
  canvas.addEventListener('wheel', onWheel, { capture: true, passive: false });
  window.addEventListener('keydown', onKey);
  return () => {
    canvas.removeEventListener('pointerdown', onDown, { capture: true });
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('dblclick', onDouble);
    canvas.removeEventListener('wheel', onWheel, { capture: true });
    window.removeEventListener('keydown', onKey);
    cancelAnimationFrame(hoverFrame);
  };
}

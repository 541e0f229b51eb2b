/**
 * Mouse and keyboard of the planner inside the viewer page. A click is a press and release that barely
 * moved (a drag still orbits the camera); the cursor's moves feed the drawing preview once a frame. A
 * press the planner takes (a reshape handle, `press`) is a drag of its own: the camera never sees it,
 * the moves go to `drag` and the release to `release`, and it is no click.
 * Keys: Esc cancels the drawing, Enter or a double click finishes it, Backspace takes back a point,
 * Delete removes the selection (or a reshaped outline's active vertex), Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes; R / Shift+R
 * turn the placement ghost (or the selected models) 15°, as the wheel does while placing; Ctrl/Cmd+D
 * duplicates the selected models; Ctrl/Cmd+A selects every model, Ctrl/Cmd+C and V copy them and paste them
 * at the cursor; the arrows nudge the selected models. Keys typed
 * into a text field are left alone, except Escape. Other keys go to the embedding page (viewerKeyDown),
 * whose shortcuts would otherwise go deaf whenever the viewer frame has the focus.
 */
/** An arrow key's nudge of the selection ('nudgeLeft'), a grid step, or ten with Shift ('nudgeLeftFar'). */
export type NudgeAction = `nudge${'Left' | 'Right' | 'Up' | 'Down'}${'' | 'Far'}`;

export type KeyAction =
  | 'cancel'
  | 'finish'
  | 'backspace'
  | 'delete'
  | 'undo'
  | 'redo'
  | 'rotate'
  | 'rotateBack'
  | 'duplicate'
  | 'selectAll'
  | 'copy'
  | 'paste'
  | NudgeAction;

/** The keys held with a press or drag: Shift adds to a selection, Ctrl/Cmd toggles, Alt suspends snapping. */
export interface PointerMods {
  shift: boolean;
  toggle: boolean;
  alt: boolean;
}

const NO_MODS: PointerMods = { shift: false, toggle: false, alt: false };
const modsOf = (e: Pick<PointerEvent, 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): PointerMods => ({
  shift: e.shiftKey === true,
  toggle: e.ctrlKey === true || e.metaKey === true,
  alt: e.altKey === true,
});

const ARROWS: Record<string, string> = {
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
};

export interface InputTarget {
  click(x: number, y: number, shift: boolean): void;
  hover(x: number, y: number): void;
  finish(): void;
  key(action: KeyAction): boolean;
  /** A press: true when the planner takes it as a drag (then neither the camera nor a click gets it). */
  press?(x: number, y: number, mods?: PointerMods): boolean;
  drag?(x: number, y: number, mods?: PointerMods): void;
  release?(x: number, y: number, mods?: PointerMods): void;
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
  if (mod && event.key.toLowerCase() === 'a') return 'selectAll';
  if (mod && event.key.toLowerCase() === 'c') return 'copy';
  if (mod && event.key.toLowerCase() === 'v') return 'paste';
  if (mod) return null;
  const arrow = ARROWS[event.key];
  if (arrow) return `nudge${arrow}${event.shiftKey ? 'Far' : ''}` as NudgeAction;
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
    if (dragging === null && target.press?.(e.offsetX, e.offsetY, modsOf(e))) {
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
      target.release?.(e.offsetX, e.offsetY, modsOf(e));
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
      target.drag?.(e.offsetX, e.offsetY, modsOf(e));
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
    target.release?.(e.offsetX, e.offsetY, NO_MODS);
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
    if (action && target.key(action)) {
      e.preventDefault();
      // Heard first (capture phase): an arrow that nudged the selection does not pan the camera too.
      if (action.startsWith('nudge')) e.stopPropagation();
      return;
    }
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
  window.addEventListener('keydown', onKey, { capture: true });
  return () => {
    canvas.removeEventListener('pointerdown', onDown, { capture: true });
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('dblclick', onDouble);
    canvas.removeEventListener('wheel', onWheel, { capture: true });
    window.removeEventListener('keydown', onKey, { capture: true });
    cancelAnimationFrame(hoverFrame);
  };
}

/**
 * The draw mode, while a tool is picked: clicks become the drawing's points (picked in the scene, or on
 * the floor for floor tools), a click on a closing tool's first point closes it, and the second click of
 * a double click (on the point just added) adds nothing. Esc cancels the drawing, Enter finishes it,
 * Backspace takes the last point back. The drawing's lifecycle itself is the tool manager's.
 */
import type { Vec3 } from '../../../protocol/index.ts';
import type { KeyAction } from '../input.ts';
import type { ScenePointer } from '../scene-pointer.ts';
import type { ToolManager } from '../tool-manager.ts';
import type { InteractionMode } from './interaction-mode.ts';

/** A click this close to a drawing's first point closes it; this close to the last one is a double click. */
const CLOSE_PX = 12;
const SAME_POINT_PX = 4;

export class DrawMode implements InteractionMode {
  readonly name = 'draw';

  constructor(
    private readonly tools: ToolManager,
    private readonly pointer: Pick<ScenePointer, 'pickAt' | 'toScreen'>,
  ) {}

  isActive() {
    return this.tools.activeTool !== null;
  }

  click(x: number, y: number) {
    const tool = this.tools.activeTool;
    if (!tool) return;
    const points = this.tools.isDrawing ? this.tools.pointsSoFar : [];
    const near = (p: Vec3 | undefined, px: number) => {
      const s = p && this.pointer.toScreen(p);
      return !!s && Math.hypot(s[0] - x, s[1] - y) <= px;
    };
    // The second click of a double click lands on the point just added: not a new point.
    if (near(points[points.length - 1], SAME_POINT_PX)) return;
    const onFirst = tool.closes && near(points[0], CLOSE_PX);
    const point = onFirst ? (points[0] as Vec3) : this.pointer.pickAt(x, y, tool.onFloor);
    if (point) this.tools.click(point, onFirst);
  }

  hover(x: number, y: number) {
    const tool = this.tools.activeTool;
    if (!tool || !this.tools.isDrawing) return;
    this.tools.hover(this.pointer.pickAt(x, y, tool.onFloor));
  }

  key(action: KeyAction): boolean {
    switch (action) {
      case 'cancel':
        return this.tools.cancel('escape');
      case 'finish':
        return this.tools.finish();
      case 'backspace':
        if (!this.tools.isDrawing) return false;
        this.tools.removeLastPoint();
        return true;
      default:
        return false;
    }
  }
}

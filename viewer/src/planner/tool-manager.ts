/**
 * The one tool manager (supersplat's ToolManager) and the drawing state machine of venue-planner §4:
 * picking a tool starts a drawing; the same tool again does nothing; another tool, a mode change, Esc
 * or cancelCreation cancels it; points (from the draw mode's clicks) are added (drawingUpdated) until
 * the tool has enough or the user finishes; a drawing with no start or update for 30 s is cancelled. A
 * tool that places its result before its last point (placeEarly: the Chair row, whose third click bends
 * it) is finished, not cancelled, by whatever would cancel it: what it placed stays.
 * It holds the tools it is given, in toolbar order, and knows none by name.
 */
import type {
  DrawingCancelReason,
  PlannerTool,
  PlannerToolDescription,
  Vec3,
  ViewerMode,
} from '../../protocol/index.ts';
import type { PlannerBus } from './planner-bus.ts';
import type { CreationKind, Tool, ToolContext } from './tool.ts';

/** venue-planner §9: drawing auto-cancel. */
export const DRAWING_TIMEOUT_MS = 30_000;

export interface ToolManagerOptions {
  timeoutMs?: number;
}

export class ToolManager {
  private readonly tools = new Map<PlannerTool, Tool>();
  private active: Tool | null = null;
  private points: Vec3[] = [];
  private drawing = false;
  /** What the tool placed early in this drawing (placeEarly), if it did. */
  private placed: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private modeValue: ViewerMode = 'view';
  private creationValue: CreationKind | null = null;
  private readonly timeoutMs: number;

  constructor(
    private readonly bus: PlannerBus,
    tools: readonly Tool[],
    /** Everything a tool needs when it completes, read at that moment. */
    private readonly context: (manager: ToolManager) => ToolContext,
    options: ToolManagerOptions = {},
  ) {
    for (const tool of tools) this.tools.set(tool.description.name, tool);
    this.timeoutMs = options.timeoutMs ?? DRAWING_TIMEOUT_MS;
  }

  get mode() {
    return this.modeValue;
  }
  get tool(): PlannerTool | null {
    return this.active?.description.name ?? null;
  }
  get activeTool(): Tool | null {
    return this.active;
  }
  get creation() {
    return this.creationValue;
  }
  get isDrawing() {
    return this.drawing;
  }
  get pointsSoFar(): readonly Vec3[] {
    return this.points;
  }

  get(name: PlannerTool): Tool | undefined {
    return this.tools.get(name);
  }

  /** The tools as the page shows them, in the order they were given (the toolbar's). */
  descriptions(): PlannerToolDescription[] {
    return [...this.tools.values()].map((tool) => tool.description);
  }

  /** Changing mode cancels any drawing in progress and puts the tool down. */
  setMode(mode: ViewerMode) {
    this.cancel('modeChanged');
    this.deactivate();
    if (mode !== this.modeValue) {
      this.modeValue = mode;
      this.bus.fire('mode.changed', { mode });
    }
  }

  /**
   * Picks a tool (null puts it down). The same tool while it draws does nothing, unless its drawing has
   * placed its result (the row waiting for its bend): that finishes, and another starts. Another tool
   * cancels the drawing in progress ('toolChanged': the app says 'Cancelled previous drawing'), then
   * starts drawing.
   */
  setTool(name: PlannerTool | null, creation: CreationKind | null = null) {
    if (name && name === this.tool && this.drawing && this.placed === null) return;
    this.cancel('toolChanged');
    if (!name) return this.deactivate();
    const tool = this.tools.get(name);
    if (!tool) {
      console.warn(`The ${name} tool is not available in this viewer`);
      return;
    }
    if (tool !== this.active) {
      this.active = tool;
      this.bus.fire('tool.changed', { tool: name });
    }
    this.creationValue = creation;
    this.start();
  }

  private deactivate() {
    if (!this.active) return;
    this.active = null;
    this.creationValue = null;
    this.bus.fire('tool.changed', { tool: null });
  }

  private start() {
    if (!this.active) return;
    this.points = [];
    this.placed = null;
    this.drawing = true;
    this.bus.fire('drawing.started', { tool: this.active.description.name });
    this.armTimer();
  }

  private armTimer() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.cancel('timeout'), this.timeoutMs);
  }

  /**
   * A click that picked `point`. `onFirstPoint`: the click is on the drawing's first point (a polygon
   * closes). Returns false when no tool is active (the click then selects).
   */
  click(point: Vec3, onFirstPoint = false): boolean {
    const tool = this.active;
    if (!tool) return false;
    if (!this.drawing) this.start();
    if (tool.closes && onFirstPoint && this.points.length >= tool.minPoints) {
      this.complete();
      return true;
    }
    this.points = [...this.points, point];
    this.bus.fire('drawing.updated', { tool: tool.description.name, points: this.points });
    this.armTimer();
    if (tool.placeEarly && this.points.length === tool.description.afterPlacing?.points) {
      try {
        this.placed = tool.placeEarly(this.points, this.context(this));
      } catch (error) {
        console.warn(`The ${tool.description.name} tool could not place its result`, error);
      }
    }
    if (this.points.length >= tool.maxPoints) this.complete();
    return true;
  }

  /** The cursor moved: a preview of the drawing with the point under it (no timer restarts). */
  hover(point: Vec3 | null) {
    if (!this.active || !this.drawing) return;
    const tool = this.active;
    const points = point ? [...this.points, point] : this.points;
    this.bus.fire('drawing.preview', { tool: tool.description.name, points });
    if (!tool.preview) return;
    const preview =
      point && points.length >= tool.minPoints ? tool.preview(points, this.context(this)) : null;
    this.previewing = preview !== null;
    this.bus.fire('layout.preview', { tool: tool.description.name, preview });
  }

  /** A layout ghost is shown: it goes when the drawing ends. */
  private previewing = false;

  private endPreview(tool: PlannerTool) {
    if (!this.previewing) return;
    this.previewing = false;
    this.bus.fire('layout.preview', { tool, preview: null });
  }

  /** Enter or a double click: finishes a drawing that has enough points. */
  finish(): boolean {
    if (!this.active || !this.drawing || this.points.length < this.active.minPoints) return false;
    this.complete();
    return true;
  }

  /** Backspace: takes the last point back. */
  removeLastPoint() {
    if (!this.active || !this.drawing || this.points.length === 0) return;
    this.points = this.points.slice(0, -1);
    this.bus.fire('drawing.updated', { tool: this.active.description.name, points: this.points });
    this.armTimer();
  }

  /**
   * Ends the drawing in progress without a result; the tool stays picked. A drawing that has placed its
   * result already is finished instead, with the points it has.
   */
  cancel(reason: DrawingCancelReason): boolean {
    if (!this.drawing || !this.active) return false;
    if (this.placed !== null) {
      this.complete();
      return true;
    }
    clearTimeout(this.timer);
    this.drawing = false;
    this.points = [];
    this.endPreview(this.active.description.name);
    this.bus.fire('drawing.cancelled', { tool: this.active.description.name, reason });
    return true;
  }

  private complete() {
    const tool = this.active;
    if (!tool) return;
    clearTimeout(this.timer);
    const points = this.points;
    const placed = this.placed;
    this.drawing = false;
    this.points = [];
    this.placed = null;
    this.endPreview(tool.description.name);
    this.bus.fire('drawing.completed', { tool: tool.description.name, points });
    try {
      tool.complete(points, this.context(this), placed);
    } catch (error) {
      console.warn(`The ${tool.description.name} tool could not finish`, error);
    }
  }

  dispose() {
    clearTimeout(this.timer);
  }
}

/**
 * Draws the plan over the splats in both renderers the same way: its own transparent three.js WebGL
 * canvas stacked on the splat canvas, following the splat scene's camera. Overlays are therefore never
 * hidden inside splats (they stay readable), only behind the placed furniture drawn in the same scene;
 * and each layer is a handful of batched draw calls (outlines,
 * translucent fills, markers) plus labels that face the camera. The five layer groups are the ones the
 * message handler owns, so setLayerVisibility hides a whole layer at once. The comment pins
 * (pin-sprites.ts) are drawn on top of all of it, in every layer state.
 */
import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  DoubleSide,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  Points,
  PointsMaterial,
  Scene,
  Sprite,
  SpriteMaterial,
  WebGLRenderer,
} from 'three';
import type { SceneFrame } from '#venue/frame.ts';
import type { CommentPin, LayerName, Vec3 } from '../../protocol/index.ts';
import type { SplatScene } from '../scene/splat-scene.ts';
import type { FloorGrid } from './floor-grid.ts';
import { type LabelBox, spreadLabels } from './label-layout.ts';
import type { ReshapeHandles } from './modes/reshape-mode.ts';
import { buildLayerBuffers, hexToRgb, type Rgb } from './overlay-buffers.ts';
import { makeProjector } from './picking.ts';
import { PinSprites } from './pin-sprites.ts';
import type { Shape } from './shapes.ts';

const LAYER_COLORS: Record<LayerName, string> = {
  annotations: '#3b82f6',
  furniture: '#a855f7',
  lighting: '#eab308',
  zones: '#22c55e',
  measurements: '#f97316',
};
const SELECTED_HEX = '#facc15';
const SELECTED = hexToRgb(SELECTED_HEX);
const HANDLE = '#ffffff';
const HANDLE_RIM = '#0f1115';
const HIGHLIGHTED = hexToRgb('#ec4899');
const PREVIEW = '#ffffff';
/** More labels than this in one layer and only the selected ones carry text (1,000 sprites are 1,000 draws). */
const LABEL_LIMIT = 150;

export interface OverlayState {
  shapes: readonly Shape[];
  frame: SceneFrame;
  selected: ReadonlySet<string>;
  highlighted: ReadonlySet<string>;
  /** The selected zone's or polygon's reshape handles, if any. */
  handles?: ReshapeHandles | null;
  /** The overview's snapping grid, when it shows (floor-grid.ts): rebuilt only when it changes. */
  grid?: FloorGrid | null;
  /** The placed models' plan symbols in the floor plan view (plan-symbols.ts), as line segments. */
  symbols?: Float32Array | null;
  /** The comment pins (setCommentPins): rebuilt only when the page pushed new ones. */
  pins?: readonly CommentPin[];
}

/** A label as last drawn: its text and its centre in canvas pixels (after de-overlap). */
export interface PlacedLabel {
  id: string;
  text: string;
  x: number;
  y: number;
}

/** The drawing in progress: the points so far (and the cursor's), white. */
export type OverlayPreview = { points: Vec3[]; closed: boolean } | null;

function geometry(positions: Float32Array, colors: Float32Array) {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(positions, 3));
  g.setAttribute('color', new BufferAttribute(colors, 3));
  return g;
}

function labelSprite(text: string, color: string): Sprite {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  const font = '600 26px system-ui, sans-serif';
  if (ctx) ctx.font = font;
  const width = Math.ceil((ctx?.measureText(text).width ?? text.length * 14) + 20);
  canvas.width = width;
  canvas.height = 40;
  if (ctx) {
    ctx.font = font;
    ctx.fillStyle = 'rgba(15,17,21,0.78)';
    ctx.beginPath();
    ctx.roundRect(0, 0, width, 40, 8);
    ctx.fill();
    ctx.fillStyle = color;
    ctx.fillRect(0, 34, width, 6);
    ctx.fillStyle = '#ffffff';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, 10, 19);
  }
  const texture = new CanvasTexture(canvas);
  const sprite = new Sprite(
    new SpriteMaterial({ map: texture, depthTest: false, depthWrite: false, sizeAttenuation: false }),
  );
  // Screen-constant size: about 20 px high at any distance.
  sprite.userData.pixelSize = [width / 2, 20];
  sprite.renderOrder = 10;
  return sprite;
}

/**
 * A layer's batched draws: translucent fills, outlines and markers. All of them are depth-tested
 * against the placed furniture drawn in the same scene (opaque, so drawn first), so a chair standing in
 * front of a zone's edge hides that stretch of it; labels (sprites) stay on top to stay readable.
 */
export function layerBatches(b: ReturnType<typeof buildLayerBuffers>): Object3D[] {
  const batches: Object3D[] = [];
  if (b.fills.length) {
    const material = new MeshBasicMaterial({
      vertexColors: true,
      transparent: true,
      opacity: 0.28,
      side: DoubleSide,
      depthWrite: false,
    });
    batches.push(new Mesh(geometry(b.fills, b.fillColors), material));
  }
  if (b.lines.length) {
    const material = new LineBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false });
    const lines = new LineSegments(geometry(b.lines, b.lineColors), material);
    lines.renderOrder = 5;
    batches.push(lines);
  }
  if (b.markers.length) {
    const material = new PointsMaterial({
      vertexColors: true,
      size: 11,
      sizeAttenuation: false,
      transparent: true,
      depthWrite: false,
    });
    const markers = new Points(geometry(b.markers, b.markerColors), material);
    markers.renderOrder = 6;
    batches.push(markers);
  }
  return batches;
}

/** Frees an object's geometry, material and label texture. */
function disposeObject(child: Object3D) {
  const object = child as Mesh;
  object.geometry?.dispose();
  const material = object.material as (MeshBasicMaterial & { map?: CanvasTexture | null }) | undefined;
  material?.map?.dispose();
  material?.dispose();
}

/**
 * Removes a group's children, except those another module owns (`userData.keep`: the placed models),
 * into `retired` when given: freed only after the next frame has drawn their replacements. Freeing a
 * material at once frees its shader program when no other material holds it, and the rebuilt batch
 * that needs the same program would compile it again (tens of ms on each edit).
 */
function disposeChildren(group: Group, retired?: Object3D[]) {
  for (const child of [...group.children]) {
    if (child.userData.keep) continue;
    group.remove(child);
    if (retired) retired.push(child);
    else disposeObject(child);
  }
}

export class PlannerOverlay {
  readonly canvas: HTMLCanvasElement;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly preview = new Group();
  private readonly handles = new Group();
  /** The overview's snapping grid, and the grid it was built from. */
  private readonly grid = new Group();
  private drawnGrid: FloorGrid | null = null;
  /** The plan symbols, and the lines they were built from. */
  private readonly symbols = new Group();
  private drawnSymbols: Float32Array | null = null;
  private readonly pins = new PinSprites();
  /** Objects taken out of the scene, freed after the next frame (disposeChildren). */
  private readonly retired: Object3D[] = [];
  private readonly resizeObserver: ResizeObserver;
  private readonly stopCamera: () => void;
  private frameRequested = false;
  private placed: PlacedLabel[] = [];

  constructor(
    private readonly splats: SplatScene,
    private readonly layers: ReadonlyMap<LayerName, Group>,
    pixelRatio: number,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'planner-overlay';
    Object.assign(this.canvas.style, {
      position: 'absolute',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
    });
    const container = splats.canvas.parentElement ?? document.body;
    splats.canvas.after(this.canvas);
    this.renderer = new WebGLRenderer({
      canvas: this.canvas,
      alpha: true,
      antialias: true,
      preserveDrawingBuffer: true,
    });
    this.renderer.setPixelRatio(pixelRatio);
    this.renderer.setClearColor(0x000000, 0);
    for (const group of layers.values()) this.scene.add(group);
    this.scene.add(this.preview);
    this.scene.add(this.handles);
    this.scene.add(this.grid);
    this.scene.add(this.symbols);
    this.scene.add(this.pins.group);
    this.resizeObserver = new ResizeObserver(() => this.requestRender());
    this.resizeObserver.observe(container);
    this.stopCamera = splats.onCameraChange(() => this.requestRender());
  }

  /** Rebuilds every layer's batches from the shapes (after an edit, a push, a selection change). */
  update(state: OverlayState) {
    const byLayer = new Map<LayerName, Shape[]>();
    for (const shape of state.shapes) {
      const list = byLayer.get(shape.layer) ?? [];
      list.push(shape);
      byLayer.set(shape.layer, list);
    }
    for (const [name, group] of this.layers) {
      disposeChildren(group, this.retired);
      const shapes = byLayer.get(name) ?? [];
      if (shapes.length === 0) continue;
      const base = hexToRgb(LAYER_COLORS[name]);
      const colorOf = (shape: Shape): Rgb =>
        state.selected.has(shape.id) ? SELECTED : state.highlighted.has(shape.id) ? HIGHLIGHTED : base;
      group.add(...layerBatches(buildLayerBuffers(shapes, state.frame, colorOf)));
      const labelled = shapes.length <= LABEL_LIMIT ? shapes : shapes.filter((s) => state.selected.has(s.id));
      for (const shape of labelled) {
        if (!shape.label || !shape.labelAt) continue;
        const sprite = labelSprite(shape.label, LAYER_COLORS[name]);
        sprite.position.set(...shape.labelAt);
        sprite.userData.label = { id: shape.id, text: shape.label, pinned: state.selected.has(shape.id) };
        group.add(sprite);
      }
    }
    this.updateHandles(state.handles ?? null);
    this.updateGrid(state.grid ?? null);
    this.updateSymbols(state.symbols ?? null);
    this.pins.update(state.pins ?? []);
    // The preview is left alone: a push from the app while the user draws must not wipe it.
    this.requestRender();
  }

  /**
   * The grid's fine and strong lines, faint white under everything else (dark ink on the plan view's
   * paper); rebuilt only when it changed.
   */
  /** The plan symbols in dark ink over the models; rebuilt only when they changed. */
  private updateSymbols(lines: Float32Array | null) {
    if (lines === this.drawnSymbols) return;
    this.drawnSymbols = lines;
    disposeChildren(this.symbols, this.retired);
    if (!lines || lines.length === 0) return;
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(lines, 3));
    const segments = new LineSegments(g, new LineBasicMaterial({ color: 0x18181b, depthTest: false }));
    segments.renderOrder = 5;
    this.symbols.add(segments);
  }

  private updateGrid(grid: FloorGrid | null) {
    if (grid === this.drawnGrid) return;
    this.drawnGrid = grid;
    disposeChildren(this.grid, this.retired);
    if (!grid) return;
    const lines = (positions: Float32Array, opacity: number) => {
      const g = new BufferGeometry();
      g.setAttribute('position', new BufferAttribute(positions, 3));
      const material = new LineBasicMaterial({
        color: grid.ink === 'dark' ? 0x18181b : 0xffffff,
        transparent: true,
        opacity,
        depthWrite: false,
      });
      const segments = new LineSegments(g, material);
      segments.renderOrder = 1;
      return segments;
    };
    this.grid.add(lines(grid.minor, 0.16), lines(grid.major, 0.36));
  }

  /**
   * The reshape handles, on top of everything at a constant pixel size (what a press hits, reshape.ts):
   * a white square with a dark rim per vertex (the active one yellow), a smaller translucent one per
   * edge midpoint.
   */
  private updateHandles(handles: ReshapeHandles | null) {
    disposeChildren(this.handles, this.retired);
    if (!handles) return;
    const dots = (points: readonly Vec3[], color: string, size: number, order: number, opacity = 1) => {
      if (points.length === 0) return;
      const rgb = hexToRgb(color);
      const colors = new Float32Array(points.flatMap(() => rgb));
      const dots = new Points(
        geometry(new Float32Array(points.flat()), colors),
        new PointsMaterial({
          vertexColors: true,
          size,
          sizeAttenuation: false,
          depthTest: false,
          depthWrite: false,
          transparent: true,
          opacity,
        }),
      );
      dots.renderOrder = order;
      this.handles.add(dots);
    };
    const active = handles.active === null ? [] : [handles.vertices[handles.active] as Vec3];
    dots(handles.midpoints, HANDLE_RIM, 11, 30, 0.8);
    dots(handles.midpoints, HANDLE, 7, 31, 0.8);
    dots(handles.vertices, HANDLE_RIM, 16, 32);
    dots(handles.vertices, HANDLE, 12, 33);
    dots(active, SELECTED_HEX, 12, 34);
  }

  private updatePreview(preview: OverlayPreview) {
    disposeChildren(this.preview, this.retired);
    if (!preview || preview.points.length === 0) return;
    const path =
      preview.closed && preview.points.length > 2
        ? [...preview.points, preview.points[0] as Vec3]
        : preview.points;
    const segments: number[] = [];
    for (let i = 1; i < path.length; i++) segments.push(...(path[i - 1] as Vec3), ...(path[i] as Vec3));
    const color = hexToRgb(PREVIEW);
    const colors = (n: number) => new Float32Array(Array.from({ length: n }, () => color).flat());
    if (segments.length) {
      const lines = new LineSegments(
        geometry(new Float32Array(segments), colors(segments.length / 3)),
        new LineBasicMaterial({ vertexColors: true, depthTest: false, transparent: true }),
      );
      lines.renderOrder = 20;
      this.preview.add(lines);
    }
    const points = new Points(
      geometry(new Float32Array(preview.points.flat()), colors(preview.points.length)),
      new PointsMaterial({
        vertexColors: true,
        size: 9,
        sizeAttenuation: false,
        depthTest: false,
        transparent: true,
      }),
    );
    points.renderOrder = 21;
    this.preview.add(points);
  }

  setPreview(preview: OverlayPreview) {
    this.updatePreview(preview);
    this.requestRender();
  }

  requestRender() {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      this.render();
    });
  }

  /** Draws now (tests, screenshots and the benchmark call it directly); `finish` waits for the GPU. */
  render(options: { finish?: boolean } = {}) {
    const width = Math.max(1, this.splats.canvas.clientWidth);
    const height = Math.max(1, this.splats.canvas.clientHeight);
    this.renderer.setSize(width, height, false);
    const projector = makeProjector({ camera: this.splats.getCamera(), width, height });
    const { camera } = projector;
    // sizeAttenuation off: scale is in clip units of the view height.
    const k = (2 * Math.tan(((camera.fov / 2) * Math.PI) / 180)) / height;
    const labels: Array<{ sprite: Sprite; box: LabelBox; text: string }> = [];
    for (const group of this.layers.values()) {
      for (const child of group.children) {
        if (!(child instanceof Sprite)) continue;
        const [w, h] = child.userData.pixelSize as [number, number];
        child.scale.set(w * k, h * k, 1);
        child.center.set(0.5, 0.5);
        const at =
          group.visible && projector.toScreen([child.position.x, child.position.y, child.position.z]);
        const label = child.userData.label as { id: string; text: string; pinned: boolean } | undefined;
        if (at && label)
          labels.push({
            sprite: child,
            text: label.text,
            box: { id: label.id, x: at[0], y: at[1], width: w, height: h, pinned: label.pinned },
          });
      }
    }
    this.pins.scale(k);
    // Labels that would cover each other are moved up (the sprite's anchor moves, not its 3D point).
    const shifts = spreadLabels(labels.map((l) => l.box));
    this.placed = labels.map(({ sprite, box, text }) => {
      const shift = shifts.get(box.id) ?? 0;
      sprite.center.set(0.5, 0.5 + shift / box.height);
      return { id: box.id, text, x: box.x, y: box.y + shift };
    });
    // The symbols show and hide with the furniture layer.
    this.symbols.visible = this.layers.get('furniture')?.visible !== false;
    this.renderer.render(this.scene, camera);
    for (const object of this.retired.splice(0)) disposeObject(object);
    if (options.finish) this.renderer.getContext().finish();
  }

  /** The labels of the visible layers as last drawn. */
  placedLabels(): readonly PlacedLabel[] {
    return this.placed;
  }

  dispose() {
    this.stopCamera();
    this.resizeObserver.disconnect();
    for (const group of this.layers.values()) {
      disposeChildren(group);
      this.scene.remove(group);
    }
    disposeChildren(this.preview);
    disposeChildren(this.handles);
    disposeChildren(this.grid);
    disposeChildren(this.symbols);
    this.pins.dispose();
    for (const object of this.retired.splice(0)) disposeObject(object);
    this.renderer.dispose();
    this.canvas.remove();
  }
}

/**
 * The camera and its controls, shared by both renderers: orbit (drag, wheel, pinch, arrow keys pan) and
 * fly (WASD/QE move, drag looks around). Emits a change whenever the view moves so the page renders on demand.
 */
import { MOUSE, PerspectiveCamera, TOUCH, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { type CameraState, DEFAULT_FOV, type Vec3 } from '../../protocol/index.ts';

/** Key code → fly direction; a Map, so that only these codes are fly keys (never inherited names). */
const FLY_KEYS = new Map<string, [number, number, number]>([
  ['KeyW', [0, 0, -1]],
  ['KeyS', [0, 0, 1]],
  ['KeyA', [-1, 0, 0]],
  ['KeyD', [1, 0, 0]],
  ['KeyE', [0, 1, 0]],
  ['KeyQ', [0, -1, 0]],
]);

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export class CameraRig {
  readonly camera = new PerspectiveCamera(DEFAULT_FOV, 1, 0.01, 2000);
  private controls: OrbitControls;
  private mode: 'orbit' | 'fly' = 'orbit';
  private readonly held = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private animation: {
    from: CameraState;
    to: CameraState;
    start: number;
    duration: number;
    done: () => void;
  } | null = null;
  /** Scene size, so fly speed and clip planes follow the scene. */
  private sceneRadius = 1;
  /**
   * The floor plan's map controls (issue #27): a drag pans, the wheel zooms at the cursor, nothing
   * orbits; the clip planes hug the scene round the far-off long-lens camera, so depth keeps its precision.
   */
  private map = false;

  constructor(private readonly element: HTMLElement) {
    this.controls = this.createControls();
    window.addEventListener('keydown', this.onKey);
    window.addEventListener('keyup', this.onKey);
    window.addEventListener('blur', () => this.held.clear());
  }

  private createControls(): OrbitControls {
    const controls = new OrbitControls(this.camera, this.element);
    controls.enableDamping = true;
    controls.dampingFactor = 0.12;
    controls.screenSpacePanning = true;
    controls.listenToKeyEvents(window);
    controls.addEventListener('change', () => this.emit());
    this.applyMap(controls);
    return controls;
  }

  private readonly onKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    if (!FLY_KEYS.has(event.code)) return;
    if (event.type === 'keydown') this.held.add(event.code);
    else this.held.delete(event.code);
    this.emit();
  };

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  /** Whether another frame is needed after this one (damping, held keys, an animation). */
  update(deltaSeconds: number): boolean {
    let moving = false;
    if (this.animation) {
      const { from, to, start, duration, done } = this.animation;
      const t = Math.min(1, (performance.now() - start) / duration);
      const k = easeInOut(t);
      const mix = (a: Vec3, b: Vec3): Vec3 => [
        a[0] + (b[0] - a[0]) * k,
        a[1] + (b[1] - a[1]) * k,
        a[2] + (b[2] - a[2]) * k,
      ];
      this.apply({
        position: mix(from.position, to.position),
        target: mix(from.target, to.target),
        up: to.up,
        fov: from.fov + (to.fov - from.fov) * k,
      });
      if (t >= 1) {
        this.animation = null;
        done();
      }
      moving = true;
    }
    if (this.held.size > 0) {
      const move = new Vector3();
      for (const code of this.held) move.add(new Vector3(...(FLY_KEYS.get(code) ?? [0, 0, 0])));
      move.normalize().multiplyScalar(this.sceneRadius * 0.6 * Math.min(deltaSeconds, 0.1));
      move.applyQuaternion(this.camera.quaternion);
      this.camera.position.add(move);
      this.controls.target.add(move);
      moving = true;
    }
    // OrbitControls.update() reports whether damping is still moving the camera.
    if (this.controls.update(deltaSeconds)) moving = true;
    if (this.map) this.clipPlanes();
    return moving;
  }

  setSize(width: number, height: number) {
    this.camera.aspect = width / Math.max(1, height);
    this.camera.updateProjectionMatrix();
  }

  setSceneRadius(radius: number) {
    this.sceneRadius = radius;
    this.clipPlanes();
  }

  /** Map controls on or off (the floor plan view). */
  setMap(on: boolean) {
    if (on === this.map) return;
    this.map = on;
    this.applyMap(this.controls);
    this.clipPlanes();
    this.emit();
  }

  private applyMap(controls: OrbitControls) {
    controls.enableRotate = !this.map;
    controls.zoomToCursor = this.map;
    controls.mouseButtons.LEFT = this.map ? MOUSE.PAN : MOUSE.ROTATE;
    controls.touches.ONE = this.map ? TOUCH.PAN : TOUCH.ROTATE;
    controls.maxDistance = Number.POSITIVE_INFINITY;
  }

  /** Near and far round the scene: at the map's distance a fixed near plane would leave depth no precision. */
  private clipPlanes() {
    const camera = this.camera;
    if (this.map) {
      const distance = camera.position.distanceTo(this.controls.target);
      camera.near = Math.max(0.001, distance - this.sceneRadius * 3);
      camera.far = distance + this.sceneRadius * 3;
    } else {
      camera.near = Math.max(0.001, this.sceneRadius / 1000);
      camera.far = Math.max(100, this.sceneRadius * 200);
    }
    camera.updateProjectionMatrix();
  }

  setMode(mode: 'orbit' | 'fly') {
    if (mode === this.mode) return;
    this.mode = mode;
    const forward = new Vector3();
    this.camera.getWorldDirection(forward);
    // Fly looks around the eye: the orbit target sits just in front of the camera.
    const distance = mode === 'fly' ? this.sceneRadius * 0.01 : this.sceneRadius;
    this.controls.target.copy(this.camera.position).addScaledVector(forward, distance);
    this.controls.rotateSpeed = mode === 'fly' ? -0.4 : 1;
    this.controls.enableZoom = mode === 'orbit';
    this.controls.update();
    this.emit();
  }

  get(): CameraState {
    const p = this.camera.position;
    const t = this.controls.target;
    const u = this.camera.up;
    return { position: [p.x, p.y, p.z], target: [t.x, t.y, t.z], up: [u.x, u.y, u.z], fov: this.camera.fov };
  }

  set(state: CameraState) {
    this.animation = null;
    this.apply(state);
  }

  animateTo(state: CameraState, durationMs: number): Promise<void> {
    if (durationMs <= 0) {
      this.set(state);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.animation = {
        from: this.get(),
        to: state,
        start: performance.now(),
        duration: durationMs,
        done: resolve,
      };
      this.emit();
    });
  }

  private apply(state: CameraState) {
    const up = new Vector3(...state.up).normalize();
    if (!up.equals(this.camera.up)) {
      // OrbitControls reads camera.up when it is built.
      this.camera.up.copy(up);
      this.controls.dispose();
      this.controls = this.createControls();
    }
    this.camera.position.set(...state.position);
    this.controls.target.set(...state.target);
    if (this.camera.fov !== state.fov) {
      this.camera.fov = state.fov;
      this.camera.updateProjectionMatrix();
    }
    this.camera.lookAt(this.controls.target);
    // Skip damping's leftover velocity so the pose is exactly the one asked for.
    const damping = this.controls.enableDamping;
    this.controls.enableDamping = false;
    this.controls.update();
    this.controls.enableDamping = damping;
    if (this.map) this.clipPlanes();
    this.emit();
  }

  dispose() {
    window.removeEventListener('keydown', this.onKey);
    window.removeEventListener('keyup', this.onKey);
    this.controls.dispose();
  }
}

/**
 * Draws the placed models in the overlay's furniture layer: each catalogue model is loaded once (glTF
 * binary), its parts merged into one geometry whose vertex colours carry the materials' base colours,
 * and every placed copy of it is an instance of one InstancedMesh, so a thousand chairs are one draw
 * call. The placement ghost is one translucent mesh more. Selected instances are tinted yellow, ones
 * that overlap another red. The
 * layer's root is kept when the overlay rebuilds the layer's outlines (userData.keep), and hiding the
 * furniture layer hides it with the rest of the layer.
 */
import {
  BufferAttribute,
  type BufferGeometry,
  Color,
  DirectionalLight,
  DynamicDrawUsage,
  Euler,
  Group,
  HemisphereLight,
  InstancedMesh,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  Quaternion,
  Vector3,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { floorBasis, fromMeters } from '#venue/frame.ts';
import type { PlacedItemData, SceneFrame } from '../../protocol/index.ts';
import { DEFAULT_FOOTPRINT, type Footprint } from './placed-items.ts';
import type { Ghost } from './planner-bus.ts';

const SELECTED_TINT = new Color('#facc15');
const OVERLAP_TINT = new Color('#f87171');
const PLAIN = new Color('#ffffff');

/** One catalogue model ready to instance: a single geometry and material, and its floor footprint. */
export interface MergedModel {
  geometry: BufferGeometry;
  material: MeshStandardMaterial;
  footprint: Footprint;
}

/** A parsed glTF scene → one geometry (parts in model space, base colours as vertex colours). */
export function mergeModel(root: Group): MergedModel {
  root.updateMatrixWorld(true);
  const parts: BufferGeometry[] = [];
  let roughness = 0;
  let metalness = 0;
  root.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const material = (
      Array.isArray(mesh.material) ? mesh.material[0] : mesh.material
    ) as MeshStandardMaterial;
    const part = mesh.geometry.clone().applyMatrix4(mesh.matrixWorld);
    for (const name of Object.keys(part.attributes))
      if (name !== 'position' && name !== 'normal') part.deleteAttribute(name);
    const color = (material.color ?? PLAIN).clone();
    if (material.emissive) color.add(material.emissive);
    const count = part.attributes.position?.count ?? 0;
    const colors = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) colors.set([color.r, color.g, color.b], i * 3);
    part.setAttribute('color', new BufferAttribute(colors, 3));
    parts.push(part.index ? part : part.setIndex([...Array(count).keys()]));
    roughness += material.roughness ?? 1;
    metalness += material.metalness ?? 0;
  });
  const geometry = mergeGeometries(parts, false);
  if (!geometry) throw new Error('The model has no mesh to draw');
  geometry.computeBoundingBox();
  const box = geometry.boundingBox;
  const footprint = box
    ? {
        halfWidth: Math.max(Math.abs(box.min.x), Math.abs(box.max.x)),
        halfDepth: Math.max(Math.abs(box.min.z), Math.abs(box.max.z)),
      }
    : DEFAULT_FOOTPRINT;
  const material = new MeshStandardMaterial({
    vertexColors: true,
    roughness: roughness / parts.length,
    metalness: metalness / parts.length,
  });
  return { geometry, material, footprint };
}

async function loadModel(url: string): Promise<MergedModel> {
  const gltf = await new GLTFLoader().loadAsync(url);
  return mergeModel(gltf.scene);
}

type ModelEntry =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; model: MergedModel; mesh: InstancedMesh | null }
  | { status: 'error' };

export interface FurnitureState {
  items: readonly PlacedItemData[];
  ghost: Ghost | null;
  selected: ReadonlySet<string>;
  /** Models whose footprints overlap another's: tinted red (selection's yellow wins). */
  overlapping: ReadonlySet<string>;
  /** A layout tool's ghost while drawing: drawn translucent, like the placement ghost. */
  layoutGhost: readonly PlacedItemData[];
  frame: SceneFrame;
}

const matrixOf = (
  position: { x: number; y: number; z: number },
  rotation: { x: number; y: number; z: number },
  scale: { x: number; y: number; z: number },
  unit: number,
  out = new Matrix4(),
) =>
  out.compose(
    new Vector3(position.x, position.y, position.z),
    new Quaternion().setFromEuler(new Euler(rotation.x, rotation.y, rotation.z, 'XYZ')),
    new Vector3(scale.x * unit, scale.y * unit, scale.z * unit),
  );

export class FurnitureLayer {
  readonly root = new Group();
  private readonly models = new Map<string, ModelEntry>();
  private readonly hemisphere = new HemisphereLight(0xffffff, 0x5a5a66, 2.4);
  private readonly sun = new DirectionalLight(0xffffff, 1.6);
  private ghostMesh: Mesh | null = null;
  /** The layout ghost's instances, one mesh per model. */
  private readonly layoutGhosts = new Map<string, InstancedMesh>();
  private readonly ghostMaterial = new MeshStandardMaterial({
    vertexColors: true,
    transparent: true,
    opacity: 0.55,
    emissive: new Color('#38bdf8'),
    emissiveIntensity: 0.35,
    depthWrite: false,
  });
  private last: FurnitureState | null = null;

  constructor(
    group: Group,
    private readonly requestRender: () => void,
    private readonly onStatus: (modelUrl: string, status: 'loading' | 'loaded' | 'error') => void = () => {},
    private readonly load: (url: string) => Promise<MergedModel> = loadModel,
  ) {
    this.root.name = 'placed-models';
    this.root.userData.keep = true;
    this.root.add(this.hemisphere, this.sun, this.sun.target);
    group.add(this.root);
  }

  /**
   * Loads a model once; resolves when it is drawable (or failed). Its status is reported when loading
   * starts and ends, and again for a model already known when `report` asks (a new placement).
   */
  ensure(url: string, report = false): Promise<void> {
    const entry = this.models.get(url);
    if (entry?.status === 'loading') return entry.promise;
    if (entry) {
      if (report) this.onStatus(url, entry.status);
      return Promise.resolve();
    }
    this.onStatus(url, 'loading');
    const promise = this.load(url).then(
      (model) => {
        this.models.set(url, { status: 'loaded', model, mesh: null });
        this.onStatus(url, 'loaded');
        if (this.last) this.update(this.last);
      },
      (error) => {
        console.warn(`The model ${url} could not be loaded`, error);
        this.models.set(url, { status: 'error' });
        this.onStatus(url, 'error');
      },
    );
    this.models.set(url, { status: 'loading', promise });
    return promise;
  }

  footprint(url: string): Footprint {
    const entry = this.models.get(url);
    return entry?.status === 'loaded' ? entry.model.footprint : DEFAULT_FOOTPRINT;
  }

  /** How many draw calls the placed models take (one per model in use). */
  get drawCalls(): number {
    return this.root.children.filter((c) => c instanceof InstancedMesh && c.count > 0).length;
  }

  update(state: FurnitureState) {
    this.last = state;
    const up = floorBasis(state.frame).n;
    this.hemisphere.position.set(...up);
    this.sun.position.set(up[0] + 0.4, up[1] + 0.4, up[2] + 0.4);
    const unit = fromMeters(state.frame, 1);
    const byModel = new Map<string, PlacedItemData[]>();
    for (const item of state.items) {
      if (item.id === state.ghost?.movingId) continue;
      const list = byModel.get(item.modelUrl);
      if (list) list.push(item);
      else byModel.set(item.modelUrl, [item]);
      if (!this.models.has(item.modelUrl)) void this.ensure(item.modelUrl);
    }
    const matrix = new Matrix4();
    for (const [url, entry] of this.models) {
      if (entry.status !== 'loaded') continue;
      const items = byModel.get(url) ?? [];
      let mesh = entry.mesh;
      if (!mesh || mesh.instanceMatrix.count < items.length) {
        if (mesh) {
          this.root.remove(mesh);
          mesh.dispose();
        }
        const capacity = 2 ** Math.ceil(Math.log2(Math.max(16, items.length)));
        mesh = new InstancedMesh(entry.model.geometry, entry.model.material, capacity);
        mesh.instanceMatrix.setUsage(DynamicDrawUsage);
        mesh.frustumCulled = false;
        mesh.name = url;
        entry.mesh = mesh;
        this.root.add(mesh);
      }
      items.forEach((item, i) => {
        mesh.setMatrixAt(i, matrixOf(item.position, item.rotation, item.scale, unit, matrix));
        const tint = state.selected.has(item.id)
          ? SELECTED_TINT
          : state.overlapping.has(item.id)
            ? OVERLAP_TINT
            : PLAIN;
        mesh.setColorAt(i, tint);
      });
      mesh.count = items.length;
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    }
    this.updateGhost(state.ghost, unit);
    this.updateLayoutGhost(state.layoutGhost, unit);
    this.requestRender();
  }

  private updateLayoutGhost(items: readonly PlacedItemData[], unit: number) {
    const byModel = new Map<string, PlacedItemData[]>();
    for (const item of items) {
      const list = byModel.get(item.modelUrl);
      if (list) list.push(item);
      else byModel.set(item.modelUrl, [item]);
      if (!this.models.has(item.modelUrl)) void this.ensure(item.modelUrl);
    }
    for (const [url, mesh] of this.layoutGhosts)
      if (!byModel.has(url)) {
        mesh.count = 0;
        mesh.visible = false;
      }
    const matrix = new Matrix4();
    for (const [url, list] of byModel) {
      const entry = this.models.get(url);
      if (entry?.status !== 'loaded') continue;
      let mesh = this.layoutGhosts.get(url);
      if (!mesh || mesh.instanceMatrix.count < list.length) {
        if (mesh) this.root.remove(mesh);
        mesh?.dispose();
        const capacity = 2 ** Math.ceil(Math.log2(Math.max(16, list.length)));
        mesh = new InstancedMesh(entry.model.geometry, this.ghostMaterial, capacity);
        mesh.instanceMatrix.setUsage(DynamicDrawUsage);
        mesh.frustumCulled = false;
        mesh.renderOrder = 30;
        mesh.name = 'layout-ghost';
        this.layoutGhosts.set(url, mesh);
        this.root.add(mesh);
      }
      list.forEach((item, i) => {
        mesh.setMatrixAt(i, matrixOf(item.position, item.rotation, item.scale, unit, matrix));
      });
      mesh.count = list.length;
      mesh.visible = true;
      mesh.instanceMatrix.needsUpdate = true;
    }
  }

  /** How many ghost instances the layout ghost draws now (tests and the status line read it). */
  get layoutGhostCount(): number {
    let count = 0;
    for (const mesh of this.layoutGhosts.values()) if (mesh.visible) count += mesh.count;
    return count;
  }

  private updateGhost(ghost: Ghost | null, unit: number) {
    if (ghost) void this.ensure(ghost.modelUrl);
    const entry = ghost ? this.models.get(ghost.modelUrl) : undefined;
    if (!ghost?.position || entry?.status !== 'loaded') {
      if (this.ghostMesh) this.ghostMesh.visible = false;
      return;
    }
    if (this.ghostMesh?.geometry !== entry.model.geometry) {
      if (this.ghostMesh) this.root.remove(this.ghostMesh);
      this.ghostMesh = new Mesh(entry.model.geometry, this.ghostMaterial);
      this.ghostMesh.name = 'placement-ghost';
      this.ghostMesh.renderOrder = 30;
      this.root.add(this.ghostMesh);
    }
    const [x, y, z] = ghost.position;
    matrixOf({ x, y, z }, ghost.rotation, ghost.scale, unit).decompose(
      this.ghostMesh.position,
      this.ghostMesh.quaternion,
      this.ghostMesh.scale,
    );
    this.ghostMesh.visible = true;
  }
}

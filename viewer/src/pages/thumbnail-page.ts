/**
 * /viewer-thumbnail.html — the hidden page for thumbnails and asset previews (venue-planner §2).
 * Parameters: `gltf` (a model) or `src` (a splat scene), each a URL, site path or base64 of one;
 * `thumb`/`thumbnail` (render once and post the PNG back as thumbnailReady); `size` or `width`/`height`
 * (default 256); `bg` (default #E9EEFF); `fov` (default 50); `padding` (the frame padding: a model fills
 * 1 / (1 + 2 × padding) of the picture; 0 to 0.5, default 0.08). Without thumb it is an interactive
 * preview, whose Esc goes to the embedding page as viewerKeyDown (the asset preview modal closes on it).
 */
import '../app/viewer.css';
import {
  Box3,
  Color,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  type Object3D,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { decodeFileParam, resolveSceneUrl, VIEWER_LOAD_ERROR } from '../../protocol/index.ts';
import { fetchScene } from '../app/fetch-scene.ts';
import { postEvent } from '../app/post-event.ts';
import { readScene } from '../formats/read-scene.ts';
import { DEFAULT_UP, frameCamera, robustBounds } from '../scene/framing.ts';
import { withTimeout } from '../scene/timeout.ts';
import { WebGLSplatScene } from '../scene/webgl-scene.ts';

const query = new URLSearchParams(location.search);
const clampInt = (value: string | null, fallback: number) => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && value !== null ? Math.min(1024, Math.max(64, n)) : fallback;
};
const size = clampInt(query.get('size'), 256);
const width = clampInt(query.get('width'), size);
const height = clampInt(query.get('height'), size);
const bgParam = query.get('bg') ?? '#E9EEFF';
const background = /^#?[0-9a-f]{3,8}$/i.test(bgParam)
  ? bgParam.startsWith('#')
    ? bgParam
    : `#${bgParam}`
  : '#E9EEFF';
const fov = Math.min(120, Math.max(10, Number(query.get('fov')) || 50));
const paddingParam = Number(query.get('padding') ?? Number.NaN);
const framePadding = Number.isFinite(paddingParam) ? Math.min(0.5, Math.max(0, paddingParam)) : 0.08;
const thumbnailMode = query.has('thumb') || query.has('thumbnail');
const TIMEOUT_MS = 30_000;

function sourceUrl(value: string | null): string | null {
  if (!value) return null;
  const direct = /^(https?:)?\/|\.[a-z0-9]+([?#].*)?$/i.test(value)
    ? resolveSceneUrl(value, location.origin)
    : null;
  return direct ?? decodeFileParam(value, location.origin);
}

const root = document.getElementById('viewer-root') as HTMLElement;
root.style.width = thumbnailMode ? `${width}px` : '100%';
root.style.height = thumbnailMode ? `${height}px` : '100%';
document.body.style.background = background;

function finish(dataUrl: string) {
  const image = Object.assign(document.createElement('img'), {
    src: dataUrl,
    alt: 'Thumbnail',
    width,
    height,
  });
  image.id = 'thumbnail';
  root.replaceChildren(image);
  document.body.dataset.state = 'ready';
  postEvent({ type: 'thumbnailReady', dataUrl, width, height });
}

function fail(error: unknown) {
  console.error(error);
  document.body.dataset.state = 'error';
  root.replaceChildren(
    Object.assign(document.createElement('p'), { role: 'alert', textContent: VIEWER_LOAD_ERROR }),
  );
}

/** The model's vertices in world space (at most ~5,000 a mesh), or its box's corners when it has none. */
function modelPoints(model: Object3D, box: Box3): Vector3[] {
  const points: Vector3[] = [];
  model.updateMatrixWorld(true);
  model.traverse((node) => {
    const position = node instanceof Mesh ? node.geometry.getAttribute('position') : undefined;
    if (!position) return;
    const step = Math.max(1, Math.floor(position.count / 5000));
    for (let i = 0; i < position.count; i += step)
      points.push(new Vector3().fromBufferAttribute(position, i).applyMatrix4(node.matrixWorld));
  });
  if (points.length > 0) return points;
  const { min, max } = box;
  return [0, 1, 2, 3, 4, 5, 6, 7].map(
    (i) => new Vector3(i & 1 ? max.x : min.x, i & 2 ? max.y : min.y, i & 4 ? max.z : min.z),
  );
}

/**
 * A three-quarter view from the front and above, centred on what the model shows and as close as it can
 * be with the frame padding around it (framing its bounding sphere left a flat table or a tall column
 * small in the picture).
 */
function frameModel(points: Vector3[], aspect: number) {
  const toCamera = new Vector3(0.6, 0.45, 1).normalize();
  const right = new Vector3(0, 1, 0).cross(toCamera).normalize();
  const up = toCamera.clone().cross(right);
  const tanV = Math.tan(((fov / 2) * Math.PI) / 180) / (1 + 2 * framePadding);
  const tanH = tanV * aspect;
  const target = points.reduce((sum, p) => sum.add(p), new Vector3()).divideScalar(points.length);
  let distance = 0;
  // The distance that fits the points around the target; then the target moves to the middle of what
  // the camera sees (perspective makes the near side look bigger) and the distance is fitted again.
  for (let pass = 0; pass < 3; pass++) {
    distance = 1e-3;
    for (const p of points) {
      const offset = p.clone().sub(target);
      const depth = offset.dot(toCamera);
      distance = Math.max(
        distance,
        depth + Math.abs(offset.dot(right)) / tanH,
        depth + Math.abs(offset.dot(up)) / tanV,
      );
    }
    if (pass === 2) break;
    const seen = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    for (const p of points) {
      const offset = p.clone().sub(target);
      const depth = distance - offset.dot(toCamera);
      const x = offset.dot(right) / depth;
      const y = offset.dot(up) / depth;
      seen.minX = Math.min(seen.minX, x);
      seen.maxX = Math.max(seen.maxX, x);
      seen.minY = Math.min(seen.minY, y);
      seen.maxY = Math.max(seen.maxY, y);
    }
    target
      .addScaledVector(right, ((seen.minX + seen.maxX) / 2) * distance)
      .addScaledVector(up, ((seen.minY + seen.maxY) / 2) * distance);
  }
  return { target, position: target.clone().addScaledVector(toCamera, distance) };
}

async function renderModel(url: string) {
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: thumbnailMode, alpha: false });
  renderer.setPixelRatio(thumbnailMode ? 1 : Math.min(window.devicePixelRatio || 1, 2));
  renderer.setSize(root.clientWidth || width, root.clientHeight || height, false);
  renderer.domElement.className = 'splat-canvas';
  root.appendChild(renderer.domElement);
  const scene = new Scene();
  scene.background = new Color(background);
  scene.add(new HemisphereLight(0xffffff, 0x667788, 2.2));
  const sun = new DirectionalLight(0xffffff, 1.8);
  sun.position.set(3, 5, 4);
  scene.add(sun);
  const gltf = await withTimeout(new GLTFLoader().loadAsync(url), TIMEOUT_MS, 'Loading the model');
  scene.add(gltf.scene);
  const box = new Box3().setFromObject(gltf.scene);
  const radius = Math.max(1e-3, box.getSize(new Vector3()).length() / 2);
  const aspect = (root.clientWidth || width) / (root.clientHeight || height);
  const camera = new PerspectiveCamera(fov, aspect, radius / 100, radius * 100);
  const view = frameModel(modelPoints(gltf.scene, box), aspect);
  camera.position.copy(view.position);
  camera.lookAt(view.target);
  renderer.render(scene, camera);
  if (thumbnailMode) return finish(renderer.domElement.toDataURL('image/png'));
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.target.copy(view.target);
  controls.addEventListener('change', () => renderer.render(scene, camera));
  document.body.dataset.state = 'ready';
}

async function renderSplats(url: string) {
  const scene = new WebGLSplatScene({ container: root, pixelRatio: 1, background });
  const data = await readScene(await fetchScene(url, () => {}), new URL(url).pathname);
  await scene.load(data, { timeoutMs: TIMEOUT_MS });
  const bounds = robustBounds(scene.sampleCenters(20_000));
  scene.setSceneRadius(bounds.radius);
  scene.setCamera(data.manifest?.camera ?? frameCamera(bounds, DEFAULT_UP, fov));
  if (thumbnailMode) return finish(await scene.screenshot({ width, height, background }));
  await scene.renderNow();
  document.body.dataset.state = 'ready';
}

async function main() {
  document.body.dataset.state = 'loading';
  const model = sourceUrl(query.get('gltf'));
  const splats = sourceUrl(query.get('src'));
  if (model) await renderModel(model);
  else if (splats) await renderSplats(splats);
  else throw new Error('Nothing to render: give a gltf or src parameter');
}

if (!thumbnailMode)
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const { key, code, shiftKey, ctrlKey, metaKey, altKey } = e;
    postEvent({ type: 'viewerKeyDown', key, code, shiftKey, ctrlKey, metaKey, altKey });
  });

main().catch(fail);

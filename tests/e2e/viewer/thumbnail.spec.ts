/** The hidden thumbnail page renders a splat scene or a glTF model to a PNG and posts it back. */
import { expect, type Page, test } from '@playwright/test';
import { fileParam, imagePixels, serveScenes, snapViewer } from './viewer-helpers.ts';

/** A unit cube, unlit red, as a self-contained glTF (buffer inlined as a data URI). */
function cubeGltf(): string {
  const positions = new Float32Array([
    -0.5, -0.5, -0.5, 0.5, -0.5, -0.5, 0.5, 0.5, -0.5, -0.5, 0.5, -0.5, -0.5, -0.5, 0.5, 0.5, -0.5, 0.5, 0.5,
    0.5, 0.5, -0.5, 0.5, 0.5,
  ]);
  const indices = new Uint16Array([
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 3, 6, 2, 3, 7, 6, 0, 4, 7, 0, 7, 3, 1, 2, 6, 1, 6,
    5,
  ]);
  const buffer = Buffer.concat([Buffer.from(positions.buffer), Buffer.from(indices.buffer)]);
  return JSON.stringify({
    asset: { version: '2.0' },
    extensionsUsed: ['KHR_materials_unlit'],
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1, material: 0 }] }],
    materials: [
      {
        pbrMetallicRoughness: { baseColorFactor: [0.8, 0.1, 0.1, 1] },
        extensions: { KHR_materials_unlit: {} },
      },
    ],
    buffers: [
      { byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength, byteLength: indices.byteLength, target: 34963 },
    ],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: 8,
        type: 'VEC3',
        min: [-0.5, -0.5, -0.5],
        max: [0.5, 0.5, 0.5],
      },
      { bufferView: 1, componentType: 5123, count: 36, type: 'SCALAR' },
    ],
  });
}

/** Share of the thumbnail's pixels that are not the background, and of red ones. */
async function thumbnailPixels(page: Page) {
  const image = page.locator('img#thumbnail');
  await expect(image).toBeVisible({ timeout: 60_000 });
  const { width, height, data } = await imagePixels(page, (await image.getAttribute('src')) ?? '');
  let drawn = 0;
  let red = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
    // background #E9EEFF
    if (Math.abs(r - 0xe9) + Math.abs(g - 0xee) + Math.abs(b - 0xff) > 60) drawn++;
    if (r > 150 && g < 130 && b < 130) red++;
  }
  return { width, height, drawn: drawn / (data.length / 4), red: red / (data.length / 4) };
}

test('renders a splat scene thumbnail of the asked size', async ({ page }) => {
  await serveScenes(page);
  await page.goto(
    `/viewer-thumbnail.html?thumb=1&size=200&src=${encodeURIComponent(fileParam('/e2e-scenes/scene.splat'))}`,
  );
  const pixels = await thumbnailPixels(page);
  expect(pixels.width).toBe(200);
  expect(pixels.height).toBe(200);
  expect(pixels.drawn).toBeGreaterThan(0.1);
  await snapViewer(page, 'thumbnail-splat');
});

test('renders a glTF model thumbnail on the default background', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/e2e-scenes/cube.gltf',
    (route) => route.fulfill({ contentType: 'model/gltf+json', body: cubeGltf() }),
  );
  await page.goto('/viewer-thumbnail.html?thumbnail=1&width=256&height=160&gltf=/e2e-scenes/cube.gltf');
  const pixels = await thumbnailPixels(page);
  expect([pixels.width, pixels.height]).toEqual([256, 160]);
  expect(pixels.red).toBeGreaterThan(0.05);
  expect(pixels.drawn).toBeLessThan(0.9); // the background shows around the model
  await snapViewer(page, 'thumbnail-gltf');
});

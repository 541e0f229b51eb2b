/**
 * Writes the built-in asset catalogue: one low-poly .glb per model (PBR materials, true size in
 * meters, standing on the floor at y = 0, centred on x and z) and the catalogue JSON that lists them,
 * into web/public/catalogue/ (served at /catalogue/ locally and deployed with the site).
 * Deterministic: the same models give the same bytes. Run: node --import tsx infra/assets/generate-catalogue.ts
 * (then render-thumbnails.ts for the models that changed: their pictures are not made here).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, getBounds, NodeIO } from '@gltf-transform/core';
import { CATALOGUE_MODELS, type CatalogueModel, MATERIALS } from './catalogue-models.ts';
import {
  CATALOGUE_DIR,
  CATALOGUE_JSON,
  CATALOGUE_URL_PATH,
  MODELS_SUBDIR,
  THUMBNAILS_SUBDIR,
} from './catalogue-paths.ts';
import type { Part, Vec3 } from './mesh-parts.ts';

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Triangles → indexed, flat-shaded vertex arrays (corners shared only where position and normal agree). */
function meshArrays(parts: Part[]) {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const seen = new Map<string, number>();
  for (const part of parts) {
    for (const [a, b, c] of part.triangles) {
      const u: Vec3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const v: Vec3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
      const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      const length = Math.hypot(...n);
      if (length < 1e-12) continue;
      const normal = n.map((x) => round(x / length)) as Vec3;
      for (const corner of [a, b, c]) {
        const p = corner.map(round) as Vec3;
        const key = `${p.join(',')}|${normal.join(',')}`;
        let index = seen.get(key);
        if (index === undefined) {
          index = positions.length / 3;
          seen.set(key, index);
          positions.push(...p);
          normals.push(...normal);
        }
        indices.push(index);
      }
    }
  }
  return { positions, normals, indices };
}

/** One model as a glTF document: one mesh, one primitive per material. */
function modelDocument(model: CatalogueModel): Document {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const mesh = doc.createMesh(model.id);
  const byMaterial = new Map<string, Part[]>();
  for (const part of model.parts)
    byMaterial.set(part.material, [...(byMaterial.get(part.material) ?? []), part]);
  for (const [name, parts] of byMaterial) {
    const spec = MATERIALS[name];
    if (!spec) throw new Error(`${model.id}: unknown material ${name}`);
    const material = doc
      .createMaterial(name)
      .setBaseColorFactor([...spec.color, 1])
      .setMetallicFactor(spec.metallic)
      .setRoughnessFactor(spec.roughness)
      .setDoubleSided(true);
    if (spec.emissive) material.setEmissiveFactor(spec.emissive);
    const { positions, normals, indices } = meshArrays(parts);
    const IndexArray = positions.length / 3 > 65535 ? Uint32Array : Uint16Array;
    mesh.addPrimitive(
      doc
        .createPrimitive()
        .setMaterial(material)
        .setAttribute(
          'POSITION',
          doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
        )
        .setAttribute(
          'NORMAL',
          doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer),
        )
        .setIndices(
          doc.createAccessor().setType('SCALAR').setArray(new IndexArray(indices)).setBuffer(buffer),
        ),
    );
  }
  const node = doc.createNode(model.id).setMesh(mesh);
  doc.createScene(model.name).addChild(node);
  doc.getRoot().setDefaultScene(doc.getRoot().listScenes()[0] ?? null);
  doc.getRoot().getAsset().generator = 'Atrium asset catalogue generator (glTF Transform)';
  return doc;
}

/** A model's bounding box size (width x, depth z, height y) and its lowest point, in meters. */
export function boundsOf(doc: Document) {
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0];
  if (!scene) throw new Error('no scene');
  const { min, max } = getBounds(scene);
  return { width: max[0] - min[0], depth: max[2] - min[2], height: max[1] - min[1], min };
}

/** The catalogue JSON: spec §7's object with an assets list, each entry with the §3 fields. */
export function catalogueJson(models: readonly CatalogueModel[] = CATALOGUE_MODELS) {
  return {
    name: 'Atrium built-in catalogue',
    assets: models.map((m) => ({
      id: m.id,
      name: m.name,
      fileName: `${m.id}.glb`,
      url: `${CATALOGUE_URL_PATH}/${MODELS_SUBDIR}/${m.id}.glb`,
      // Rendered from the .glb by render-thumbnails.ts (committed, so no device renders them).
      thumbnail: `${CATALOGUE_URL_PATH}/${THUMBNAILS_SUBDIR}/${m.id}.png`,
      category: m.category,
      vendor: m.vendor,
      license: 'CC0-1.0',
      units: 'meters',
      defaultScale: 1,
      anchor: 'floor',
      price: m.price,
      setupTime: m.setupTime,
      dimensions: m.dimensions,
      tags: [...m.name.toLowerCase().split(/\s+/), ...m.tags, m.category.toLowerCase()],
    })),
  };
}

/** Every file of the catalogue, by its path under the catalogue folder. Checks each model's size. */
export async function buildCatalogue(models: readonly CatalogueModel[] = CATALOGUE_MODELS) {
  const io = new NodeIO();
  const files = new Map<string, Uint8Array>();
  const wrong: string[] = [];
  for (const model of models) {
    const doc = modelDocument(model);
    const size = boundsOf(doc);
    for (const axis of ['width', 'depth', 'height'] as const) {
      if (Math.abs(size[axis] - model.dimensions[axis]) > 0.005)
        wrong.push(`${model.id}: ${axis} is ${size[axis].toFixed(4)} m, stated ${model.dimensions[axis]} m`);
    }
    if (Math.abs(size.min[1]) > 1e-6)
      wrong.push(`${model.id}: lowest point ${size.min[1]} m, not on the floor`);
    files.set(`${MODELS_SUBDIR}/${model.id}.glb`, await io.writeBinary(doc));
  }
  if (wrong.length > 0) throw new Error(`Models not of their stated size:\n${wrong.join('\n')}`);
  files.set(CATALOGUE_JSON, new TextEncoder().encode(`${JSON.stringify(catalogueJson(models), null, 2)}\n`));
  return files;
}

async function main() {
  const files = await buildCatalogue();
  rmSync(join(CATALOGUE_DIR, MODELS_SUBDIR), { recursive: true, force: true });
  mkdirSync(join(CATALOGUE_DIR, MODELS_SUBDIR), { recursive: true });
  let bytes = 0;
  for (const [path, data] of files) {
    writeFileSync(join(CATALOGUE_DIR, path), data);
    bytes += data.byteLength;
  }
  // The JSON is committed, so it is written as the repository's formatter writes it.
  execFileSync('npx', ['biome', 'format', '--write', join(CATALOGUE_DIR, CATALOGUE_JSON)], {
    stdio: 'ignore',
  });
  const count = readdirSync(join(CATALOGUE_DIR, MODELS_SUBDIR)).length;
  console.log(
    `Wrote ${count} models and ${CATALOGUE_JSON} to ${CATALOGUE_DIR} (${(bytes / 1024).toFixed(0)} KiB)`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

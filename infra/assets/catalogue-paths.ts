/**
 * Where the built-in asset catalogue lives: its folder in the repository (web/public/catalogue, which
 * the web build copies into web/dist) and the site path it is served at, locally and in AWS.
 */
import { fileURLToPath } from 'node:url';

export const CATALOGUE_DIR = fileURLToPath(new URL('../../web/public/catalogue', import.meta.url));
/** The site path of the catalogue folder; the catalogue JSON is at `${CATALOGUE_URL_PATH}/${CATALOGUE_JSON}`. */
export const CATALOGUE_URL_PATH = '/catalogue';
export const CATALOGUE_JSON = 'catalogue.json';
export const MODELS_SUBDIR = 'models';
/** Each model's thumbnail, `${THUMBNAILS_SUBDIR}/{id}.png`, rendered by render-thumbnails.ts. */
export const THUMBNAILS_SUBDIR = 'thumbnails';
/** Thumbnails are square PNGs of this many pixels, on the library's default card background (spec §9). */
export const THUMBNAIL_SIZE = 256;
export const THUMBNAIL_BACKGROUND = '#E9EEFF';
/** The site files (as S3 sync patterns) that are glTF binaries, uploaded with their own Content-Type. */
export const CATALOGUE_MODEL_FILES = 'catalogue/*.glb';
export const GLB_CONTENT_TYPE = 'model/gltf-binary';

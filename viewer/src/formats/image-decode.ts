/**
 * Decodes the images of a SOG in the browser, to the exact bytes stored. The browser decodes the WebP;
 * a 2D canvas would hand the pixels back premultiplied by alpha (a SOG's sh0 keeps opacity in alpha, so
 * its colour indices would be rounded away), so the pixels go through a WebGL 2 texture with
 * premultiplication and colour conversion off and are read back from a framebuffer. One context serves
 * all the images of a file and is released afterwards.
 */
import type { ImageDecode, RgbaImage } from './sog.ts';

export interface BrowserImageDecoder {
  decode: ImageDecode;
  dispose(): void;
}

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

async function bitmapOf(bytes: Uint8Array, name: string): Promise<ImageBitmap> {
  const type = MIME[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'image/webp';
  return createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), {
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
}

function readWithWebGl(gl: WebGL2RenderingContext, bitmap: ImageBitmap): RgbaImage {
  const { width, height } = bitmap;
  const texture = gl.createTexture();
  const framebuffer = gl.createFramebuffer();
  try {
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
    gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
    gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, gl.RGBA, gl.UNSIGNED_BYTE, bitmap);
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
    if (gl.checkFramebufferStatus(gl.FRAMEBUFFER) !== gl.FRAMEBUFFER_COMPLETE)
      throw new Error('the image could not be read back');
    // Texture row 0 is the image's top row, and readPixels starts at row 0: no flip.
    const data = new Uint8Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, data);
    return { width, height, data };
  } finally {
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.deleteFramebuffer(framebuffer);
    gl.deleteTexture(texture);
  }
}

/** Without WebGL 2: a 2D canvas (exact wherever alpha is 255, which is every image but sh0). */
function readWith2d(bitmap: ImageBitmap): RgbaImage {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no canvas to decode the image');
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height, { colorSpace: 'srgb' });
  return { width: bitmap.width, height: bitmap.height, data: new Uint8Array(pixels.data.buffer) };
}

export function browserImageDecoder(): BrowserImageDecoder {
  let gl: WebGL2RenderingContext | null | undefined;
  return {
    async decode(bytes, name) {
      const bitmap = await bitmapOf(bytes, name);
      try {
        if (gl === undefined)
          gl = new OffscreenCanvas(1, 1).getContext('webgl2', { premultipliedAlpha: false });
        return gl ? readWithWebGl(gl, bitmap) : readWith2d(bitmap);
      } finally {
        bitmap.close();
      }
    },
    dispose() {
      gl?.getExtension('WEBGL_lose_context')?.loseContext();
      gl = null;
    },
  };
}

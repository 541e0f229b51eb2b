/**
 * Types for the part of pdfjs-dist's standalone image decoders the trainer uses (the package ships no
 * declaration for `image_decoders`): its baseline/progressive JPEG decoder.
 */
declare module 'pdfjs-dist/image_decoders/pdf.image_decoders.mjs' {
  export class JpegImage {
    constructor(options?: { decodeTransform?: unknown; colorTransform?: number });
    width: number;
    height: number;
    numComponents: number;
    parse(data: Uint8Array): void;
    getData(options: {
      width: number;
      height: number;
      forceRGB?: boolean;
      forceRGBA?: boolean;
    }): Uint8ClampedArray;
  }
}

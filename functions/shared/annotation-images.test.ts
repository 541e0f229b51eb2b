/** The annotation-image rules: formats, the 10 MB limit with the spec's messages, the thumbnail crop. */
import { describe, expect, it } from 'vitest';
import { annotationImageProblem, thumbnailCrop } from './annotation-images.ts';

const MB = 1024 * 1024;

describe('annotationImageProblem', () => {
  it('accepts jpg, jpeg, png and webp up to 10 MB, in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.webp'])
      expect(annotationImageProblem({ name, size: 10 * MB })).toBeNull();
  });

  it('refuses other formats with the spec message', () => {
    expect(annotationImageProblem({ name: 'anim.gif', size: 1 })).toBe(
      'Unsupported format ".gif". Allowed: .jpg, .jpeg, .png, .webp',
    );
    expect(annotationImageProblem({ name: 'noext', size: 1 })).toBe(
      'Unsupported format ".". Allowed: .jpg, .jpeg, .png, .webp',
    );
  });

  it('refuses files over 10 MB with the size in MB to one decimal', () => {
    expect(annotationImageProblem({ name: 'big.png', size: 12.34 * MB })).toBe(
      'File too large: 12.3MB. Max 10.0MB.',
    );
    expect(annotationImageProblem({ name: 'edge.png', size: 10 * MB + 1 })).toBe(
      'File too large: 10.0MB. Max 10.0MB.',
    );
  });
});

describe('thumbnailCrop', () => {
  it('crops a wide image to a centred 4:3 part of its full height', () => {
    expect(thumbnailCrop(1600, 600)).toEqual({ sx: 400, sy: 0, sw: 800, sh: 600 });
  });

  it('crops a tall image to a centred 4:3 part of its full width', () => {
    expect(thumbnailCrop(400, 1000)).toEqual({ sx: 0, sy: 350, sw: 400, sh: 300 });
  });

  it('keeps a 4:3 image whole', () => {
    expect(thumbnailCrop(800, 600)).toEqual({ sx: 0, sy: 0, sw: 800, sh: 600 });
  });
});

/** The annotations list names a measurement in the chosen units, and leaves a name a user gave alone. */
import { describe, expect, it } from 'vitest';
import type { Annotation } from '#venue/documents.ts';
import { annotationLabel } from './AnnotationList.tsx';

const measured = (label: string, distanceMeters = '2.8100'): Annotation => ({
  id: 'm1',
  type: 'measurement',
  metadata: { label, description: '', customAttributes: { distanceMeters } },
});

describe('annotationLabel', () => {
  it('reads a measurement labelled with its length in the chosen units, whatever units it was made in', () => {
    expect(annotationLabel(measured('2.81 m'), 'feet')).toBe(`9' 2½"`);
    expect(annotationLabel(measured('9.22 ft'), 'meters')).toBe('2.81 m');
    expect(annotationLabel(measured(`9' 2½"`), 'meters')).toBe('2.81 m');
    expect(annotationLabel(measured('2.81 m'), 'meters')).toBe('2.81 m');
  });

  it('keeps a name the user gave, an uncalibrated length, and other annotations as they are', () => {
    expect(annotationLabel(measured('Stage depth'), 'feet')).toBe('Stage depth');
    expect(annotationLabel(measured('1.20 units (uncalibrated)', ''), 'feet')).toBe(
      '1.20 units (uncalibrated)',
    );
    expect(annotationLabel({ id: 'p', type: 'point', metadata: { label: '3 m' } }, 'feet')).toBe('3 m');
    expect(annotationLabel({ id: 'p', type: 'polygon' }, 'feet')).toBe('Polygon');
  });
});

/** The spec's fixed value lists (venue-planner.md §3): tag categories and segmentation types. */
import { describe, expect, it } from 'vitest';
import { SEGMENTATION_TYPES, segmentationType, TAG_CATEGORIES, tagCategory } from './value-lists.ts';

describe('tag categories', () => {
  it('are the spec’s nine', () => {
    const spec = 'space furniture decor lighting audio_visual catering floral ceremony reception';
    expect(TAG_CATEGORIES).toEqual(spec.split(' '));
  });

  it('accept each, respell other spellings of one, and keep no category as none', () => {
    for (const category of TAG_CATEGORIES) expect(tagCategory(category)).toBe(category);
    expect(tagCategory(' Audio Visual ')).toBe('audio_visual');
    expect(tagCategory('audio-visual')).toBe('audio_visual');
    expect(tagCategory('DECOR')).toBe('decor');
    expect(tagCategory('')).toBe('');
    expect(tagCategory(undefined)).toBe('');
  });

  it('refuse anything else, saying what is allowed', () => {
    expect(() => tagCategory('stage')).toThrow(
      'Unsupported tag category "stage". Allowed: space, furniture, decor, lighting, audio_visual, catering, floral, ceremony, reception.',
    );
  });
});

describe('segmentation types', () => {
  it('are the spec’s four; none is a zone', () => {
    expect(SEGMENTATION_TYPES).toEqual(['space', 'zone', 'layout', 'restriction']);
    for (const type of SEGMENTATION_TYPES) expect(segmentationType(type)).toBe(type);
    expect(segmentationType('')).toBe('zone');
    expect(segmentationType(null)).toBe('zone');
    expect(segmentationType(' Restriction')).toBe('restriction');
  });

  it('refuse anything else, saying what is allowed', () => {
    expect(() => segmentationType('capacity_zone')).toThrow(
      'Unsupported segmentation type "capacity_zone". Allowed: space, zone, layout, restriction.',
    );
  });
});

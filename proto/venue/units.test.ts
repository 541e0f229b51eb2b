/** Lengths as a planner reads them: meters with two decimals, feet and inches to the half inch. */
import { describe, expect, it } from 'vitest';
import { formatArea, formatFeetInches, formatLength, formatScale, METERS_PER_FOOT } from './units.ts';

const feet = (ft: number, inches = 0) => (ft * 12 + inches) * (METERS_PER_FOOT / 12);

describe('formatFeetInches', () => {
  it('writes feet and whole or half inches', () => {
    expect(formatFeetInches(feet(9, 2.5))).toBe(`9' 2½"`);
    expect(formatFeetInches(feet(10))).toBe(`10' 0"`);
    expect(formatFeetInches(feet(0, 7))).toBe(`0' 7"`);
    expect(formatFeetInches(feet(120, 11.5))).toBe(`120' 11½"`);
  });

  it('rounds to the nearest half inch', () => {
    expect(formatFeetInches(feet(9, 2.24))).toBe(`9' 2"`);
    expect(formatFeetInches(feet(9, 2.26))).toBe(`9' 2½"`);
    expect(formatFeetInches(feet(9, 2.76))).toBe(`9' 3"`);
    // 2.81 m, the length the walk saw as '9.21 ft'.
    expect(formatFeetInches(2.81)).toBe(`9' 2½"`);
  });

  it('carries 11¾" and more up to the next foot, never writing 12"', () => {
    expect(formatFeetInches(feet(9, 11.75))).toBe(`10' 0"`);
    expect(formatFeetInches(feet(9, 11.7))).toBe(`9' 11½"`);
    expect(formatFeetInches(feet(0, 11.9))).toBe(`1' 0"`);
  });

  it('never writes a negative length', () => {
    expect(formatFeetInches(-0.5)).toBe(`0' 0"`);
    expect(formatFeetInches(-0.001)).toBe(`0' 0"`);
    expect(formatFeetInches(0)).toBe(`0' 0"`);
  });
});

describe('formatLength, formatArea and formatScale', () => {
  it('give meters with two decimals, feet and inches, and the uncalibrated wording', () => {
    expect(formatLength(3.048, 1, 'meters')).toBe('3.05 m');
    expect(formatLength(3.048, 1, 'feet')).toBe(`10' 0"`);
    expect(formatLength(null, 2.5, 'feet')).toBe('2.50 units (uncalibrated)');
    expect(formatArea(12.5, 1, 'meters')).toBe('12.50 m²');
    expect(formatArea(12.5, 1, 'feet')).toBe('134.55 ft²');
    expect(formatScale(0.37, 'meters')).toBe('1 scene unit = 0.37 m');
    expect(formatScale(feet(1, 2.5), 'feet')).toBe(`1 scene unit = 1' 2½"`);
  });
});

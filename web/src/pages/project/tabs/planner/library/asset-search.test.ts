import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseCatalogue } from '#shared/asset-catalogue.ts';
import { assetSearch } from './asset-search.ts';

const catalogue = normaliseCatalogue(
  JSON.parse(
    readFileSync(new URL('../../../../../../public/catalogue/catalogue.json', import.meta.url), 'utf8'),
  ),
);
const search = assetSearch(catalogue);
const names = (query: string) => search(query).map((a) => a.name);

describe('asset search (spec §5: fuzzy over name, tags, category, vendor)', () => {
  it('finds the round tables first despite typos', () => {
    expect(names('rnd tabel').slice(0, 2)).toEqual(['Round Table 5 ft', 'Round Table 6 ft']);
  });

  it('forgives a missing letter in a name', () => {
    expect(
      names('chiavri')
        .slice(0, 4)
        .every((n) => n.startsWith('Chiavari Chair')),
    ).toBe(true);
    expect(names('speakr')).toContain('Subwoofer Speaker');
  });

  it('searches tags, category and vendor too', () => {
    expect(names('linen')).toContain('Banquet Round Table 5 ft with Tablecloth');
    expect(names('Audio Equipment')).toContain('PA Speaker on Stand');
    const vendor = catalogue.find((a) => a.vendor)?.vendor ?? '';
    expect(search(vendor).some((a) => a.vendor === vendor)).toBe(true);
  });

  it('ignores queries under 2 characters and finds nothing for nonsense', () => {
    expect(search('r')).toHaveLength(catalogue.length);
    expect(search('  ')).toHaveLength(catalogue.length);
    expect(search('qqxzzvw')).toEqual([]);
  });
});

/**
 * The built-in asset catalogue's models: what each one is (name, category, vendor, price, setup time),
 * its true size in meters, its materials and the primitives it is built from. The generator
 * (generate-catalogue.ts) writes them as .glb files plus the catalogue JSON.
 */
import type { AssetCategory } from '#shared/asset-catalogue.ts';
import { box, cylinder, halfTorus, type Part } from './mesh-parts.ts';

/** A PBR metallic-roughness material. */
export interface MaterialSpec {
  color: [number, number, number];
  metallic: number;
  roughness: number;
  emissive?: [number, number, number];
}

export const MATERIALS: Readonly<Record<string, MaterialSpec>> = {
  linen: { color: [0.95, 0.94, 0.9], metallic: 0, roughness: 0.9 },
  ivoryCloth: { color: [0.93, 0.89, 0.8], metallic: 0, roughness: 0.9 },
  blackCloth: { color: [0.05, 0.05, 0.06], metallic: 0, roughness: 0.85 },
  laminate: { color: [0.72, 0.6, 0.45], metallic: 0, roughness: 0.6 },
  wood: { color: [0.45, 0.3, 0.18], metallic: 0, roughness: 0.7 },
  darkWood: { color: [0.22, 0.14, 0.08], metallic: 0, roughness: 0.65 },
  steel: { color: [0.6, 0.61, 0.63], metallic: 0.6, roughness: 0.4 },
  blackMetal: { color: [0.08, 0.08, 0.09], metallic: 0.8, roughness: 0.45 },
  gold: { color: [0.83, 0.66, 0.3], metallic: 0.6, roughness: 0.35 },
  silver: { color: [0.8, 0.8, 0.82], metallic: 0.6, roughness: 0.3 },
  whiteResin: { color: [0.92, 0.92, 0.92], metallic: 0, roughness: 0.5 },
  blackResin: { color: [0.1, 0.1, 0.1], metallic: 0, roughness: 0.5 },
  cushion: { color: [0.85, 0.83, 0.78], metallic: 0, roughness: 0.95 },
  velvet: { color: [0.35, 0.12, 0.18], metallic: 0, roughness: 0.95 },
  stageDeck: { color: [0.12, 0.12, 0.12], metallic: 0, roughness: 0.8 },
  danceWhite: { color: [0.96, 0.96, 0.96], metallic: 0, roughness: 0.2 },
  danceWood: { color: [0.6, 0.42, 0.25], metallic: 0, roughness: 0.35 },
  marble: { color: [0.93, 0.92, 0.9], metallic: 0, roughness: 0.3 },
  plaster: { color: [0.9, 0.88, 0.84], metallic: 0, roughness: 0.8 },
  terracotta: { color: [0.7, 0.36, 0.22], metallic: 0, roughness: 0.85 },
  leaf: { color: [0.18, 0.45, 0.2], metallic: 0, roughness: 0.8 },
  darkLeaf: { color: [0.1, 0.3, 0.12], metallic: 0, roughness: 0.85 },
  bloomPink: { color: [0.95, 0.55, 0.65], metallic: 0, roughness: 0.8 },
  bloomWhite: { color: [0.98, 0.97, 0.95], metallic: 0, roughness: 0.8 },
  glass: { color: [0.85, 0.92, 0.95], metallic: 0, roughness: 0.05 },
  porcelain: { color: [0.97, 0.97, 0.96], metallic: 0, roughness: 0.25 },
  balloonGold: { color: [0.9, 0.75, 0.35], metallic: 0.6, roughness: 0.3 },
  balloonWhite: { color: [0.97, 0.97, 0.97], metallic: 0, roughness: 0.3 },
  wax: { color: [0.97, 0.95, 0.88], metallic: 0, roughness: 0.6 },
  flame: { color: [1, 0.7, 0.2], metallic: 0, roughness: 1, emissive: [1, 0.6, 0.15] },
  warmLight: { color: [1, 0.9, 0.7], metallic: 0, roughness: 1, emissive: [1, 0.85, 0.6] },
  blueLight: { color: [0.3, 0.5, 1], metallic: 0, roughness: 1, emissive: [0.2, 0.4, 1] },
  amberLight: { color: [1, 0.6, 0.2], metallic: 0, roughness: 1, emissive: [1, 0.5, 0.1] },
  speakerBlack: { color: [0.06, 0.06, 0.07], metallic: 0.1, roughness: 0.7 },
  grille: { color: [0.15, 0.15, 0.16], metallic: 0.5, roughness: 0.6 },
  bamboo: { color: [0.76, 0.62, 0.38], metallic: 0, roughness: 0.7 },
};

export interface CatalogueModel {
  id: string;
  name: string;
  category: AssetCategory;
  vendor: string;
  /** Rental price per item, US dollars. */
  price: number;
  /** Setup time per item, minutes. */
  setupTime: number;
  /** True size in meters: width (x), depth (z), height (y). */
  dimensions: { width: number; depth: number; height: number };
  /** Extra search words beyond the name's. */
  tags: string[];
  parts: Part[];
}

const VENDORS = {
  rentals: 'Grand Event Rentals',
  stage: 'Stagecraft Supply',
  lighting: 'Lumen Event Lighting',
  decor: 'Bloom & Stem Decor',
  catering: 'Banquet Service Co.',
  audio: 'SoundWorks AV',
};

const FT = 0.3048;
const IN = 0.0254;
const TABLE_HEIGHT = 30 * IN;

type Spec = Omit<CatalogueModel, 'dimensions'> & { size: [number, number, number] };
const model = ({ size: [width, depth, height], ...rest }: Spec): CatalogueModel => ({
  ...rest,
  dimensions: { width, depth, height },
});

function roundTable(diameter: number, cloth: string | null): Part[] {
  const r = diameter / 2;
  if (cloth)
    return [
      cylinder(cloth, 0, 0, 0, r, r, TABLE_HEIGHT, 32),
      cylinder(cloth, 0, TABLE_HEIGHT, 0, r, r * 0.98, 0.005, 32),
    ];
  return [
    cylinder('laminate', 0, TABLE_HEIGHT - 0.03, 0, r, r, 0.03, 32),
    cylinder('blackMetal', 0, 0.02, 0, 0.04, 0.04, TABLE_HEIGHT - 0.05, 8),
    cylinder('blackMetal', 0, 0, 0, 0.3, 0.3, 0.02, 16),
  ];
}

function rectTable(length: number, width: number, cloth: string | null): Part[] {
  if (cloth) return [box(cloth, 0, 0, 0, length, TABLE_HEIGHT, width)];
  const leg = (x: number, z: number) => box('steel', x, 0, z, 0.03, TABLE_HEIGHT - 0.03, 0.03);
  const lx = length / 2 - 0.08;
  const lz = width / 2 - 0.08;
  return [
    box('laminate', 0, TABLE_HEIGHT - 0.03, 0, length, 0.03, width),
    leg(lx, lz),
    leg(-lx, lz),
    leg(lx, -lz),
    leg(-lx, -lz),
  ];
}

function chiavariChair(frame: string): Part[] {
  const [w, d, seat, h] = [0.4, 0.42, 0.45, 0.92];
  const leg = (x: number, z: number, top: number) => cylinder(frame, x, 0, z, 0.015, 0.015, top, 8);
  const parts: Part[] = [
    leg(-w / 2 + 0.015, d / 2 - 0.015, seat),
    leg(w / 2 - 0.015, d / 2 - 0.015, seat),
    leg(-w / 2 + 0.015, -d / 2 + 0.015, h),
    leg(w / 2 - 0.015, -d / 2 + 0.015, h),
    box(frame, 0, seat - 0.03, 0, w, 0.03, d),
    box('cushion', 0, seat, 0.01, w - 0.04, 0.04, d - 0.06),
  ];
  for (const y of [0.6, 0.7, 0.8, 0.89]) parts.push(box(frame, 0, y, -d / 2 + 0.015, w - 0.03, 0.025, 0.02));
  for (const x of [-0.08, 0, 0.08])
    parts.push(box(frame, x, seat, -d / 2 + 0.015, 0.015, h - seat - 0.03, 0.015));
  return parts;
}

function foldingChair(color: string): Part[] {
  const [w, d, seat, h] = [0.45, 0.47, 0.45, 0.8];
  return [
    box('steel', -w / 2 + 0.015, 0, d / 2 - 0.015, 0.03, seat, 0.03),
    box('steel', w / 2 - 0.015, 0, d / 2 - 0.015, 0.03, seat, 0.03),
    box('steel', -w / 2 + 0.015, 0, -d / 2 + 0.015, 0.03, h, 0.03),
    box('steel', w / 2 - 0.015, 0, -d / 2 + 0.015, 0.03, h, 0.03),
    box(color, 0, seat - 0.03, 0.02, w - 0.04, 0.03, d - 0.06),
    box(color, 0, h - 0.22, -d / 2 + 0.04, w - 0.04, 0.2, 0.025),
  ];
}

function stagePlatform(width: number, depth: number, height: number): Part[] {
  const leg = (x: number, z: number) => box('blackMetal', x, 0, z, 0.05, height - 0.05, 0.05);
  const [lx, lz] = [width / 2 - 0.1, depth / 2 - 0.1];
  return [
    box('stageDeck', 0, height - 0.05, 0, width, 0.05, depth),
    box('blackCloth', 0, 0.02, depth / 2 - 0.01, width, height - 0.07, 0.02),
    leg(lx, lz),
    leg(-lx, lz),
    leg(lx, -lz),
    leg(-lx, -lz),
  ];
}

function danceFloor(side: number, finish: string): Part[] {
  const panels = Math.round(side / (4 * FT));
  const panel = side / panels;
  const parts: Part[] = [box('steel', 0, 0, 0, side, 0.01, side)];
  for (let i = 0; i < panels; i++) {
    for (let j = 0; j < panels; j++) {
      const alt = (i + j) % 2 === 0 ? finish : finish === 'danceWhite' ? 'stageDeck' : 'wood';
      parts.push(
        box(
          alt,
          -side / 2 + panel * (i + 0.5),
          0.01,
          -side / 2 + panel * (j + 0.5),
          panel - 0.004,
          0.02,
          panel - 0.004,
        ),
      );
    }
  }
  return parts;
}

function pottedPlant(potR: number, height: number, leaf: string): Part[] {
  const potH = height * 0.3;
  const crown = potR * 1.6;
  return [
    cylinder('terracotta', 0, 0, 0, potR * 0.75, potR, potH, 16),
    cylinder('darkWood', 0, potH, 0, 0.02, 0.02, height * 0.2, 8),
    cylinder(leaf, 0, potH + height * 0.1, 0, crown * 0.6, crown, height * 0.25, 16),
    cylinder(leaf, 0, potH + height * 0.35, 0, crown, 0, height * 0.35, 16),
  ];
}

function speakerOnStand(): Part[] {
  return [
    cylinder('blackMetal', 0, 0, 0, 0.2, 0.2, 0.02, 16),
    cylinder('blackMetal', 0, 0.02, 0, 0.018, 0.018, 1.2, 8),
    box('speakerBlack', 0, 1.22, 0, 0.4, 0.68, 0.35),
    box('grille', 0, 1.26, 0.176, 0.34, 0.6, 0.002),
  ];
}

export const CATALOGUE_MODELS: readonly CatalogueModel[] = [
  // Tables
  model({
    id: 'round-table-60in-linen',
    name: 'Banquet Round Table 5 ft with Tablecloth',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 32,
    setupTime: 6,
    size: [60 * IN, 60 * IN, TABLE_HEIGHT + 0.005],
    tags: ['round', 'banquet', '60 in', 'tablecloth', 'linen', 'seats 8'],
    parts: roundTable(60 * IN, 'linen'),
  }),
  model({
    id: 'round-table-72in-linen',
    name: 'Banquet Round Table 6 ft with Tablecloth',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 38,
    setupTime: 7,
    size: [72 * IN, 72 * IN, TABLE_HEIGHT + 0.005],
    tags: ['round', 'banquet', '72 in', 'tablecloth', 'linen', 'seats 10'],
    parts: roundTable(72 * IN, 'linen'),
  }),
  model({
    id: 'round-table-60in-ivory',
    name: 'Banquet Round Table 5 ft with Ivory Tablecloth',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 34,
    setupTime: 6,
    size: [60 * IN, 60 * IN, TABLE_HEIGHT + 0.005],
    tags: ['round', 'banquet', '60 in', 'tablecloth', 'ivory'],
    parts: roundTable(60 * IN, 'ivoryCloth'),
  }),
  model({
    id: 'round-table-60in',
    name: 'Round Table 5 ft',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 18,
    setupTime: 4,
    size: [60 * IN, 60 * IN, TABLE_HEIGHT],
    tags: ['round', 'banquet', '60 in', 'bare'],
    parts: roundTable(60 * IN, null),
  }),
  model({
    id: 'round-table-72in',
    name: 'Round Table 6 ft',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 22,
    setupTime: 5,
    size: [72 * IN, 72 * IN, TABLE_HEIGHT],
    tags: ['round', 'banquet', '72 in', 'bare'],
    parts: roundTable(72 * IN, null),
  }),
  model({
    id: 'rect-table-6ft',
    name: 'Rectangular Table 6 ft',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 14,
    setupTime: 4,
    size: [6 * FT, 30 * IN, TABLE_HEIGHT],
    tags: ['rectangular', 'banquet', '6 ft', 'trestle'],
    parts: rectTable(6 * FT, 30 * IN, null),
  }),
  model({
    id: 'rect-table-8ft',
    name: 'Rectangular Table 8 ft',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 16,
    setupTime: 4,
    size: [8 * FT, 30 * IN, TABLE_HEIGHT],
    tags: ['rectangular', 'banquet', '8 ft', 'trestle'],
    parts: rectTable(8 * FT, 30 * IN, null),
  }),
  model({
    id: 'rect-table-6ft-linen',
    name: 'Rectangular Table 6 ft with Tablecloth',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 26,
    setupTime: 6,
    size: [6 * FT, 30 * IN, TABLE_HEIGHT],
    tags: ['rectangular', 'banquet', '6 ft', 'tablecloth', 'linen'],
    parts: rectTable(6 * FT, 30 * IN, 'linen'),
  }),
  model({
    id: 'buffet-table-8ft',
    name: 'Buffet Table 8 ft Skirted',
    category: 'Tables',
    vendor: VENDORS.catering,
    price: 30,
    setupTime: 8,
    size: [8 * FT, 30 * IN, TABLE_HEIGHT],
    tags: ['buffet', 'rectangular', '8 ft', 'skirted', 'black'],
    parts: rectTable(8 * FT, 30 * IN, 'blackCloth'),
  }),
  model({
    id: 'cocktail-table-30in',
    name: 'Cocktail Table 30 in',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 20,
    setupTime: 3,
    size: [30 * IN, 30 * IN, 42 * IN],
    tags: ['highboy', 'cocktail', 'standing', 'round'],
    parts: [
      cylinder('laminate', 0, 42 * IN - 0.03, 0, 15 * IN, 15 * IN, 0.03, 32),
      cylinder('steel', 0, 0.02, 0, 0.035, 0.035, 42 * IN - 0.05, 8),
      cylinder('steel', 0, 0, 0, 0.28, 0.28, 0.02, 16),
    ],
  }),
  model({
    id: 'sweetheart-table',
    name: 'Sweetheart Table',
    category: 'Tables',
    vendor: VENDORS.rentals,
    price: 45,
    setupTime: 10,
    size: [48 * IN, 24 * IN, TABLE_HEIGHT],
    tags: ['wedding', 'couple', 'head table', 'tablecloth'],
    parts: rectTable(48 * IN, 24 * IN, 'ivoryCloth'),
  }),
  // Seating
  model({
    id: 'chiavari-chair-gold',
    name: 'Chiavari Chair Gold',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 7.5,
    setupTime: 1,
    size: [0.4, 0.42, 0.92],
    tags: ['chiavari', 'ballroom', 'wedding', 'gold', 'cushion'],
    parts: chiavariChair('gold'),
  }),
  model({
    id: 'chiavari-chair-silver',
    name: 'Chiavari Chair Silver',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 7.5,
    setupTime: 1,
    size: [0.4, 0.42, 0.92],
    tags: ['chiavari', 'ballroom', 'wedding', 'silver', 'cushion'],
    parts: chiavariChair('silver'),
  }),
  model({
    id: 'chiavari-chair-white',
    name: 'Chiavari Chair White',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 7,
    setupTime: 1,
    size: [0.4, 0.42, 0.92],
    tags: ['chiavari', 'ballroom', 'wedding', 'white', 'cushion'],
    parts: chiavariChair('whiteResin'),
  }),
  model({
    id: 'chiavari-chair-fruitwood',
    name: 'Chiavari Chair Fruitwood',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 7,
    setupTime: 1,
    size: [0.4, 0.42, 0.92],
    tags: ['chiavari', 'ballroom', 'wedding', 'wood', 'cushion'],
    parts: chiavariChair('wood'),
  }),
  model({
    id: 'folding-chair-white',
    name: 'Folding Chair White',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 2.5,
    setupTime: 1,
    size: [0.45, 0.47, 0.8],
    tags: ['folding', 'ceremony', 'garden', 'white', 'resin'],
    parts: foldingChair('whiteResin'),
  }),
  model({
    id: 'folding-chair-black',
    name: 'Folding Chair Black',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 2.5,
    setupTime: 1,
    size: [0.45, 0.47, 0.8],
    tags: ['folding', 'conference', 'black', 'resin'],
    parts: foldingChair('blackResin'),
  }),
  model({
    id: 'bar-stool',
    name: 'Bar Stool Seating',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 9,
    setupTime: 1,
    size: [0.4, 0.4, 0.76],
    tags: ['stool', 'bar', 'high', 'counter'],
    parts: [
      cylinder('cushion', 0, 0.71, 0, 0.2, 0.2, 0.05, 16),
      cylinder('steel', 0, 0.02, 0, 0.025, 0.025, 0.69, 8),
      cylinder('steel', 0, 0, 0, 0.2, 0.2, 0.02, 16),
      cylinder('steel', 0, 0.3, 0, 0.16, 0.16, 0.015, 16),
    ],
  }),
  model({
    id: 'lounge-sofa',
    name: 'Lounge Sofa Seating',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 150,
    setupTime: 10,
    size: [2, 0.85, 0.8],
    tags: ['sofa', 'lounge', 'couch', 'velvet'],
    parts: [
      box('darkWood', 0, 0, 0, 1.9, 0.1, 0.8),
      box('velvet', 0, 0.1, 0.05, 1.7, 0.32, 0.75),
      box('velvet', 0, 0.1, -0.325, 1.7, 0.7, 0.2),
      box('velvet', -0.9, 0.1, 0, 0.2, 0.5, 0.85),
      box('velvet', 0.9, 0.1, 0, 0.2, 0.5, 0.85),
    ],
  }),
  model({
    id: 'lounge-ottoman',
    name: 'Lounge Ottoman Seating',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 40,
    setupTime: 3,
    size: [0.6, 0.6, 0.45],
    tags: ['ottoman', 'pouf', 'lounge', 'cube'],
    parts: [box('velvet', 0, 0.03, 0, 0.6, 0.42, 0.6), box('darkWood', 0, 0, 0, 0.56, 0.03, 0.56)],
  }),
  model({
    id: 'ceremony-bench',
    name: 'Ceremony Bench Seating',
    category: 'Seating',
    vendor: VENDORS.rentals,
    price: 35,
    setupTime: 4,
    size: [1.8, 0.45, 0.45],
    tags: ['bench', 'pew', 'ceremony', 'wood'],
    parts: [
      box('wood', 0, 0.4, 0, 1.8, 0.05, 0.45),
      box('wood', -0.8, 0, 0, 0.06, 0.4, 0.4),
      box('wood', 0.8, 0, 0, 0.06, 0.4, 0.4),
    ],
  }),
  // Structures
  model({
    id: 'stage-platform-8x4',
    name: 'Stage Platform 8 x 4 ft',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 85,
    setupTime: 15,
    size: [8 * FT, 4 * FT, 24 * IN],
    tags: ['stage', 'riser', 'platform', 'deck', '24 in'],
    parts: stagePlatform(8 * FT, 4 * FT, 24 * IN),
  }),
  model({
    id: 'stage-platform-4x4',
    name: 'Stage Platform 4 x 4 ft',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 55,
    setupTime: 10,
    size: [4 * FT, 4 * FT, 24 * IN],
    tags: ['stage', 'riser', 'platform', 'deck', '24 in'],
    parts: stagePlatform(4 * FT, 4 * FT, 24 * IN),
  }),
  model({
    id: 'stage-platform-8x4-low',
    name: 'Stage Platform 8 x 4 ft Low',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 75,
    setupTime: 12,
    size: [8 * FT, 4 * FT, 16 * IN],
    tags: ['stage', 'riser', 'platform', 'deck', '16 in'],
    parts: stagePlatform(8 * FT, 4 * FT, 16 * IN),
  }),
  model({
    id: 'stage-stairs',
    name: 'Stage Stairs',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 40,
    setupTime: 5,
    size: [0.9, 0.9, 24 * IN],
    tags: ['stage', 'steps', 'stairs'],
    parts: [0, 1, 2].map((i) =>
      box('stageDeck', 0, 0, 0.45 - 0.15 - 0.3 * i, 0.9, (24 * IN * (i + 1)) / 3, 0.3),
    ),
  }),
  model({
    id: 'dance-floor-12ft',
    name: 'Dance Floor 12 x 12 ft',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 450,
    setupTime: 60,
    size: [12 * FT, 12 * FT, 0.03],
    tags: ['dance', 'floor', 'parquet', 'wood', 'panels'],
    parts: danceFloor(12 * FT, 'danceWood'),
  }),
  model({
    id: 'dance-floor-16ft-white',
    name: 'Dance Floor 16 x 16 ft White',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 800,
    setupTime: 90,
    size: [16 * FT, 16 * FT, 0.03],
    tags: ['dance', 'floor', 'gloss', 'white', 'black', 'checkerboard'],
    parts: danceFloor(16 * FT, 'danceWhite'),
  }),
  model({
    id: 'bar-straight-6ft',
    name: 'Bar 6 ft',
    category: 'Structures',
    vendor: VENDORS.catering,
    price: 175,
    setupTime: 20,
    size: [6 * FT, 0.61, 42 * IN],
    tags: ['bar', 'drinks', 'counter', 'beverage'],
    parts: [
      box('darkWood', 0, 0, 0.025, 6 * FT - 0.05, 42 * IN - 0.04, 0.56),
      box('marble', 0, 42 * IN - 0.04, 0, 6 * FT, 0.04, 0.61),
    ],
  }),
  model({
    id: 'bar-corner',
    name: 'Bar Corner Section',
    category: 'Structures',
    vendor: VENDORS.catering,
    price: 120,
    setupTime: 15,
    size: [0.9, 0.9, 42 * IN],
    tags: ['bar', 'drinks', 'counter', 'corner'],
    parts: [
      box('darkWood', -0.165, 0, 0.15, 0.56, 42 * IN - 0.04, 0.56),
      box('darkWood', 0.15, 0, -0.165, 0.56, 42 * IN - 0.04, 0.56),
      box('marble', -0.145, 42 * IN - 0.04, 0.145, 0.61, 0.04, 0.61),
      box('marble', 0.145, 42 * IN - 0.04, -0.145, 0.61, 0.04, 0.61),
    ],
  }),
  model({
    id: 'lectern',
    name: 'Lectern',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 60,
    setupTime: 5,
    size: [0.6, 0.5, 1.2],
    tags: ['podium', 'speech', 'lectern', 'presentation'],
    parts: [
      box('darkWood', 0, 0, 0, 0.6, 0.05, 0.5),
      box('wood', 0, 0.05, 0, 0.5, 1.05, 0.4),
      box('darkWood', 0, 1.1, 0, 0.6, 0.1, 0.5),
    ],
  }),
  model({
    id: 'ceremony-archway',
    name: 'Ceremony Archway',
    category: 'Structures',
    vendor: VENDORS.decor,
    price: 250,
    setupTime: 45,
    size: [2.1, 0.1, 2.55],
    tags: ['arch', 'archway', 'wedding', 'ceremony', 'gold'],
    parts: [
      cylinder('gold', -1, 0, 0, 0.05, 0.05, 1.5, 8),
      cylinder('gold', 1, 0, 0, 0.05, 0.05, 1.5, 8),
      halfTorus('gold', 1.5, 1, 0.05),
    ],
  }),
  model({
    id: 'roman-column',
    name: 'Roman Column',
    category: 'Structures',
    vendor: VENDORS.decor,
    price: 65,
    setupTime: 10,
    size: [0.45, 0.45, 2.4],
    tags: ['column', 'pillar', 'greek', 'classic', 'white'],
    parts: [
      box('marble', 0, 0, 0, 0.45, 0.12, 0.45),
      cylinder('plaster', 0, 0.12, 0, 0.17, 0.15, 2.16, 16),
      box('marble', 0, 2.28, 0, 0.45, 0.12, 0.45),
    ],
  }),
  model({
    id: 'pedestal-column',
    name: 'Pedestal Column',
    category: 'Structures',
    vendor: VENDORS.decor,
    price: 35,
    setupTime: 5,
    size: [0.35, 0.35, 1.0],
    tags: ['column', 'pedestal', 'plinth', 'display'],
    parts: [
      box('marble', 0, 0, 0, 0.35, 0.06, 0.35),
      cylinder('plaster', 0, 0.06, 0, 0.12, 0.12, 0.88, 16),
      box('marble', 0, 0.94, 0, 0.35, 0.06, 0.35),
    ],
  }),
  model({
    id: 'garden-gazebo',
    name: 'Garden Gazebo 10 x 10 ft',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 600,
    setupTime: 120,
    size: [10 * FT, 10 * FT, 2.8],
    tags: ['gazebo', 'pavilion', 'tent', 'outdoor'],
    parts: [
      ...[-1, 1].flatMap((sx) =>
        [-1, 1].map((sz) => box('whiteResin', sx * (5 * FT - 0.05), 0, sz * (5 * FT - 0.05), 0.1, 2.4, 0.1)),
      ),
      box('whiteResin', 0, 2.4, 0, 10 * FT, 0.1, 10 * FT),
      box('linen', 0, 2.5, 0, 10 * FT - 0.6, 0.3, 10 * FT - 0.6),
    ],
  }),
  model({
    id: 'pipe-and-drape-10ft',
    name: 'Pipe and Drape Backdrop 10 ft',
    category: 'Structures',
    vendor: VENDORS.stage,
    price: 90,
    setupTime: 20,
    size: [10 * FT, 0.5, 8 * FT],
    tags: ['backdrop', 'drape', 'curtain', 'divider'],
    parts: [
      box('steel', -5 * FT + 0.25, 0, 0, 0.5, 0.01, 0.5),
      box('steel', 5 * FT - 0.25, 0, 0, 0.5, 0.01, 0.5),
      cylinder('steel', -5 * FT + 0.25, 0.01, 0, 0.02, 0.02, 8 * FT - 0.01, 8),
      cylinder('steel', 5 * FT - 0.25, 0.01, 0, 0.02, 0.02, 8 * FT - 0.01, 8),
      box('velvet', 0, 0.05, 0, 10 * FT, 8 * FT - 0.1, 0.04),
    ],
  }),
  // Lighting
  model({
    id: 'led-uplight-amber',
    name: 'LED Uplight Amber',
    category: 'Lighting',
    vendor: VENDORS.lighting,
    price: 25,
    setupTime: 3,
    size: [0.18, 0.18, 0.22],
    tags: ['uplight', 'wash', 'led', 'amber', 'warm'],
    parts: [box('blackMetal', 0, 0, 0, 0.18, 0.2, 0.18), box('amberLight', 0, 0.2, 0, 0.14, 0.02, 0.14)],
  }),
  model({
    id: 'led-uplight-blue',
    name: 'LED Uplight Blue',
    category: 'Lighting',
    vendor: VENDORS.lighting,
    price: 25,
    setupTime: 3,
    size: [0.18, 0.18, 0.22],
    tags: ['uplight', 'wash', 'led', 'blue', 'cool'],
    parts: [box('blackMetal', 0, 0, 0, 0.18, 0.2, 0.18), box('blueLight', 0, 0.2, 0, 0.14, 0.02, 0.14)],
  }),
  model({
    id: 'pillar-candle',
    name: 'Pillar Candle',
    category: 'Lighting',
    vendor: VENDORS.decor,
    price: 3,
    setupTime: 1,
    size: [0.08, 0.08, 0.18],
    tags: ['candle', 'wax', 'centrepiece', 'table'],
    parts: [cylinder('wax', 0, 0, 0, 0.04, 0.04, 0.15, 16), cylinder('flame', 0, 0.15, 0, 0.008, 0, 0.03, 8)],
  }),
  model({
    id: 'candelabra',
    name: 'Candle Candelabra',
    category: 'Lighting',
    vendor: VENDORS.decor,
    price: 28,
    setupTime: 3,
    size: [0.45, 0.14, 0.7],
    tags: ['candelabra', 'candle', 'centrepiece', 'silver'],
    parts: [
      cylinder('silver', 0, 0, 0, 0.07, 0.07, 0.02, 16),
      cylinder('silver', 0, 0.02, 0, 0.012, 0.012, 0.45, 8),
      box('silver', 0, 0.45, 0, 0.44, 0.02, 0.02),
      ...[-0.2, 0, 0.2].flatMap((x) => [
        cylinder('wax', x, 0.47, 0, 0.01, 0.01, 0.2, 8),
        cylinder('flame', x, 0.67, 0, 0.006, 0, 0.03, 8),
      ]),
      box('silver', -0.215, 0.45, 0, 0.02, 0.02, 0.02),
      box('silver', 0.215, 0.45, 0, 0.02, 0.02, 0.02),
    ],
  }),
  model({
    id: 'tiki-torch',
    name: 'Tiki Torch',
    category: 'Lighting',
    vendor: VENDORS.lighting,
    price: 12,
    setupTime: 2,
    size: [0.12, 0.12, 1.6],
    tags: ['torch', 'outdoor', 'garden', 'bamboo', 'flame'],
    parts: [
      cylinder('bamboo', 0, 0, 0, 0.02, 0.02, 1.35, 8),
      cylinder('bamboo', 0, 1.35, 0, 0.04, 0.06, 0.15, 16),
      cylinder('flame', 0, 1.5, 0, 0.03, 0, 0.1, 8),
    ],
  }),
  model({
    id: 'bistro-light-pole',
    name: 'Bistro String Light Pole',
    category: 'Lighting',
    vendor: VENDORS.lighting,
    price: 45,
    setupTime: 15,
    size: [0.5, 0.5, 3],
    tags: ['string lights', 'festoon', 'pole', 'outdoor'],
    parts: [
      cylinder('blackMetal', 0, 0, 0, 0.25, 0.25, 0.05, 16),
      cylinder('blackMetal', 0, 0.05, 0, 0.025, 0.025, 2.9, 8),
      cylinder('warmLight', 0, 2.9, 0, 0.05, 0.05, 0.1, 8),
    ],
  }),
  model({
    id: 'lantern-light',
    name: 'Lantern Light',
    category: 'Lighting',
    vendor: VENDORS.lighting,
    price: 15,
    setupTime: 2,
    size: [0.25, 0.25, 0.45],
    tags: ['lantern', 'aisle', 'candle', 'warm'],
    parts: [
      box('blackMetal', 0, 0, 0, 0.25, 0.03, 0.25),
      box('glass', 0, 0.03, 0, 0.22, 0.32, 0.22),
      cylinder('warmLight', 0, 0.05, 0, 0.04, 0.04, 0.15, 8),
      box('blackMetal', 0, 0.35, 0, 0.25, 0.04, 0.25),
      cylinder('blackMetal', 0, 0.39, 0, 0.08, 0.02, 0.06, 8),
    ],
  }),
  // Decorations
  model({
    id: 'potted-plant-tall',
    name: 'Potted Plant Tall',
    category: 'Decorations',
    vendor: VENDORS.decor,
    price: 40,
    setupTime: 3,
    size: [0.64, 0.64, 1.2],
    tags: ['plant', 'greenery', 'ficus', 'pot', 'tree'],
    parts: pottedPlant(0.2, 1.2, 'leaf'),
  }),
  model({
    id: 'potted-fern',
    name: 'Potted Fern',
    category: 'Decorations',
    vendor: VENDORS.decor,
    price: 22,
    setupTime: 2,
    size: [0.48, 0.48, 0.6],
    tags: ['plant', 'greenery', 'fern', 'pot'],
    parts: pottedPlant(0.15, 0.6, 'darkLeaf'),
  }),
  model({
    id: 'flower-centrepiece',
    name: 'Flower Centrepiece',
    category: 'Decorations',
    vendor: VENDORS.decor,
    price: 55,
    setupTime: 5,
    size: [0.3, 0.3, 0.4],
    tags: ['flowers', 'roses', 'centrepiece', 'table', 'pink'],
    parts: [
      cylinder('glass', 0, 0, 0, 0.06, 0.08, 0.2, 16),
      cylinder('leaf', 0, 0.18, 0, 0.1, 0.15, 0.08, 16),
      cylinder('bloomPink', 0, 0.26, 0, 0.15, 0.05, 0.14, 16),
    ],
  }),
  model({
    id: 'tall-glass-vase',
    name: 'Tall Glass Vase',
    category: 'Decorations',
    vendor: VENDORS.decor,
    price: 18,
    setupTime: 2,
    size: [0.2, 0.2, 0.8],
    tags: ['vase', 'glass', 'cylinder', 'centrepiece', 'calla'],
    parts: [
      cylinder('glass', 0, 0, 0, 0.08, 0.08, 0.6, 16),
      cylinder('bloomWhite', 0, 0.6, 0, 0.04, 0.1, 0.2, 16),
    ],
  }),
  model({
    id: 'balloon-column',
    name: 'Balloon Column',
    category: 'Decorations',
    vendor: VENDORS.decor,
    price: 70,
    setupTime: 20,
    size: [0.5, 0.5, 2],
    tags: ['balloons', 'column', 'party', 'gold', 'white'],
    parts: [
      box('blackMetal', 0, 0, 0, 0.5, 0.02, 0.5),
      ...Array.from({ length: 9 }, (_, i) =>
        cylinder(i % 2 === 0 ? 'balloonGold' : 'balloonWhite', 0, 0.02 + i * 0.22, 0, 0.18, 0.25, 0.22, 16),
      ),
    ],
  }),
  model({
    id: 'flower-wall',
    name: 'Flower Wall 8 x 8 ft',
    category: 'Decorations',
    vendor: VENDORS.decor,
    price: 400,
    setupTime: 45,
    size: [8 * FT, 0.3, 8 * FT],
    tags: ['flower wall', 'backdrop', 'photo', 'floral', 'roses'],
    parts: [
      box('blackMetal', 0, 0, 0, 8 * FT, 0.03, 0.3),
      box('leaf', 0, 0.03, 0, 8 * FT, 8 * FT - 0.03, 0.12),
      ...[-0.8, 0, 0.8].flatMap((x) =>
        [0.5, 1.2, 1.9].map((y) => box(x === 0 ? 'bloomWhite' : 'bloomPink', x, y, 0.08, 0.3, 0.3, 0.04)),
      ),
    ],
  }),
  // Food Service
  model({
    id: 'chafing-dish',
    name: 'Chafing Dish Food Warmer',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 24,
    setupTime: 4,
    size: [0.6, 0.35, 0.3],
    tags: ['chafing dish', 'warmer', 'buffet', 'hot food', 'steel'],
    parts: [
      box('blackMetal', 0, 0, 0, 0.6, 0.1, 0.35),
      box('steel', 0, 0.1, 0, 0.56, 0.08, 0.32),
      box('silver', 0, 0.18, 0, 0.56, 0.1, 0.32),
      box('silver', 0, 0.28, 0, 0.12, 0.02, 0.03),
    ],
  }),
  model({
    id: 'beverage-dispenser',
    name: 'Beverage Dispenser',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 20,
    setupTime: 3,
    size: [0.25, 0.265, 0.55],
    tags: ['dispenser', 'lemonade', 'water', 'drinks', 'glass'],
    parts: [
      box('darkWood', 0, 0, 0, 0.25, 0.1, 0.25),
      cylinder('glass', 0, 0.1, 0, 0.11, 0.11, 0.4, 16),
      cylinder('silver', 0, 0.5, 0, 0.11, 0.06, 0.05, 16),
      box('silver', 0, 0.13, 0.125, 0.03, 0.03, 0.03),
    ],
  }),
  model({
    id: 'coffee-urn',
    name: 'Coffee Urn Dispenser',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 30,
    setupTime: 5,
    size: [0.3, 0.33, 0.55],
    tags: ['coffee', 'tea', 'urn', 'hot drinks', 'dispenser'],
    parts: [
      cylinder('steel', 0, 0, 0, 0.15, 0.12, 0.05, 16),
      cylinder('steel', 0, 0.05, 0, 0.13, 0.13, 0.45, 16),
      cylinder('blackMetal', 0, 0.5, 0, 0.13, 0.03, 0.05, 16),
      box('blackMetal', 0, 0.08, 0.15, 0.04, 0.04, 0.06),
    ],
  }),
  model({
    id: 'dinner-plate',
    name: 'Dinner Plate',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 0.75,
    setupTime: 0.2,
    size: [0.27, 0.27, 0.025],
    tags: ['plate', 'china', 'place setting', 'porcelain'],
    parts: [cylinder('porcelain', 0, 0, 0, 0.06, 0.135, 0.025, 24)],
  }),
  model({
    id: 'charger-plate-gold',
    name: 'Charger Plate Gold',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 1.5,
    setupTime: 0.2,
    size: [0.33, 0.33, 0.015],
    tags: ['charger', 'plate', 'place setting', 'gold'],
    parts: [cylinder('gold', 0, 0, 0, 0.14, 0.165, 0.015, 24)],
  }),
  model({
    id: 'wine-glass',
    name: 'Wine Glass',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 0.6,
    setupTime: 0.1,
    size: [0.08, 0.08, 0.21],
    tags: ['wine', 'glass', 'stemware', 'place setting'],
    parts: [
      cylinder('glass', 0, 0, 0, 0.035, 0.035, 0.005, 16),
      cylinder('glass', 0, 0.005, 0, 0.004, 0.004, 0.095, 8),
      cylinder('glass', 0, 0.1, 0, 0.01, 0.04, 0.06, 16),
      cylinder('glass', 0, 0.16, 0, 0.04, 0.033, 0.05, 16),
    ],
  }),
  model({
    id: 'cake-stand',
    name: 'Cake Stand Food Display',
    category: 'Food Service',
    vendor: VENDORS.catering,
    price: 15,
    setupTime: 2,
    size: [0.35, 0.35, 0.3],
    tags: ['cake', 'dessert', 'display', 'stand', 'wedding'],
    parts: [
      cylinder('silver', 0, 0, 0, 0.09, 0.09, 0.02, 16),
      cylinder('silver', 0, 0.02, 0, 0.02, 0.02, 0.1, 8),
      cylinder('silver', 0, 0.12, 0, 0.175, 0.175, 0.01, 24),
      cylinder('bloomWhite', 0, 0.13, 0, 0.12, 0.12, 0.17, 24),
    ],
  }),
  // Audio Equipment
  model({
    id: 'pa-speaker-stand',
    name: 'PA Speaker on Stand',
    category: 'Audio Equipment',
    vendor: VENDORS.audio,
    price: 95,
    setupTime: 10,
    size: [0.4, 0.4, 1.9],
    tags: ['speaker', 'pa', 'loudspeaker', 'sound', 'tripod'],
    parts: speakerOnStand(),
  }),
  model({
    id: 'subwoofer',
    name: 'Subwoofer Speaker',
    category: 'Audio Equipment',
    vendor: VENDORS.audio,
    price: 120,
    setupTime: 8,
    size: [0.5, 0.6, 0.6],
    tags: ['subwoofer', 'bass', 'speaker', 'sound'],
    parts: [box('speakerBlack', 0, 0, -0.01, 0.5, 0.6, 0.58), box('grille', 0, 0.05, 0.29, 0.44, 0.5, 0.02)],
  }),
  model({
    id: 'floor-monitor',
    name: 'Floor Monitor Speaker',
    category: 'Audio Equipment',
    vendor: VENDORS.audio,
    price: 60,
    setupTime: 5,
    size: [0.55, 0.4, 0.3],
    tags: ['monitor', 'wedge', 'stage', 'speaker'],
    parts: [box('speakerBlack', 0, 0, -0.05, 0.55, 0.3, 0.3), box('grille', 0, 0.02, 0.15, 0.5, 0.14, 0.1)],
  }),
  model({
    id: 'dj-booth',
    name: 'DJ Audio Booth',
    category: 'Audio Equipment',
    vendor: VENDORS.audio,
    price: 220,
    setupTime: 30,
    size: [1.5, 0.6, 1.05],
    tags: ['dj', 'booth', 'decks', 'music', 'facade'],
    parts: [
      box('whiteResin', 0, 0, 0, 1.5, 1.0, 0.6),
      box('speakerBlack', -0.35, 1.0, -0.05, 0.35, 0.05, 0.3),
      box('speakerBlack', 0.35, 1.0, -0.05, 0.35, 0.05, 0.3),
    ],
  }),
  model({
    id: 'microphone-stand',
    name: 'Microphone Audio Stand',
    category: 'Audio Equipment',
    vendor: VENDORS.audio,
    price: 15,
    setupTime: 2,
    size: [0.3, 0.3, 1.6],
    tags: ['microphone', 'mic', 'stand', 'speech'],
    parts: [
      cylinder('blackMetal', 0, 0, 0, 0.15, 0.15, 0.02, 16),
      cylinder('blackMetal', 0, 0.02, 0, 0.012, 0.012, 1.4, 8),
      cylinder('speakerBlack', 0, 1.42, 0, 0.015, 0.025, 0.18, 8),
    ],
  }),
];

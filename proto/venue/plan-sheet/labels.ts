/**
 * Keeps the plan's labels apart, greedily: a label takes the first of its candidate boxes that meets no
 * label placed before it, or is left out. Callers place the labels that matter most first (zone names
 * before item names). Placed boxes go into a uniform grid, so thousands of labels stay fast.
 */

/** An axis-aligned box on the page, in mm. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const CELL_MM = 8;

export function labelPlacer(): (candidates: readonly Box[]) => Box | null {
  const cells = new Map<string, Box[]>();
  const cellsOf = (box: Box) => {
    const keys: string[] = [];
    for (let x = Math.floor(box.minX / CELL_MM); x <= Math.floor(box.maxX / CELL_MM); x++) {
      for (let y = Math.floor(box.minY / CELL_MM); y <= Math.floor(box.maxY / CELL_MM); y++)
        keys.push(`${x},${y}`);
    }
    return keys;
  };
  const meets = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
  return (candidates) => {
    for (const box of candidates) {
      const keys = cellsOf(box);
      if (keys.some((key) => cells.get(key)?.some((other) => meets(box, other)))) continue;
      for (const key of keys) {
        const list = cells.get(key);
        if (list) list.push(box);
        else cells.set(key, [box]);
      }
      return box;
    }
    return null;
  };
}

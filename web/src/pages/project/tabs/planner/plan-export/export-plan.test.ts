import { describe, expect, it } from 'vitest';
import { readDxf } from '#venue/plan-sheet/dxf-read.test-kit.ts';
import { sheetSummary } from '#venue/plan-sheet/event-summary.ts';
import { readPdf } from '#venue/plan-sheet/pdf-read.test-kit.ts';
import type { PlanSources } from './export-plan.ts';
import { exportPlan } from './export-plan.ts';

const p = (x: number, z: number) => ({ x, y: 0, z });
const elements = [
  {
    id: 'c1',
    modelId: 'chair',
    modelUrl: '/chair.glb',
    name: 'Chiavari chair',
    category: 'Seating',
    position: p(1, 1),
    metadata: { cost: 5, vendorId: 'Acme', setupTime: 2 },
  },
  {
    id: 'c2',
    modelId: 'chair',
    modelUrl: '/chair.glb',
    name: 'Chiavari chair',
    category: 'Seating',
    position: p(2, 1),
    metadata: { cost: 5, vendorId: 'Acme', setupTime: 2 },
  },
];
const sources = (backdrop: Awaited<ReturnType<PlanSources['backdrop']>>): PlanSources => ({
  bridge: {
    getAnnotations: () => [{ id: 'm1', type: 'measurement', points: [p(0, 4), p(6, 4)] }],
    getSegmentations: () => [
      { id: 'z1', name: 'Dance floor', geometry: { boundary: [p(0, 0), p(3, 0), p(3, 2), p(0, 2)] } },
    ],
    getPlanningElements: () => elements,
    getSceneFrame: () => ({ up: { x: 0, y: 1, z: 0 }, floor: 0, metersPerUnit: 1, levelledBy: 'points' }),
  } as unknown as PlanSources['bridge'],
  units: 'meters',
  title: {
    projectName: 'Summer Gala',
    venue: 'The Barn, 1 Mill Rd, Springfield, OR 97403',
    eventDate: 'October 16, 2027',
    plannerName: 'alice',
    revisionDate: 'November 27, 2026',
  },
  backdrop: async () => backdrop,
});

describe('exporting the floor plan', () => {
  it('counts the event summary for the second page', () => {
    expect(sheetSummary(elements)).toMatchObject({ totalItems: 2, totalCost: 10, totalSetupMinutes: 4 });
  });

  it('writes a PDF with the title block, the zones and the true scale, even when the viewer did not answer', async () => {
    const choice = {
      format: 'pdf',
      sheet: { paper: 'A3', orientation: 'landscape', scale: '1:100' },
      dpi: 150,
    } as const;
    const file = await exportPlan(choice, sources(null));
    expect(file.fileName).toBe('summer-gala-floor-plan.pdf');
    expect(file.blob.type).toBe('application/pdf');
    const [page1] = await readPdf(new Uint8Array(await file.blob.arrayBuffer()));
    const text = page1?.text.join('\n') ?? '';
    expect(text).toContain('Summer Gala');
    expect(text).toContain('Dance floor');
    expect(text).toContain('Scale: 1:100');
    expect(text).toContain('October 16, 2027');
  });

  it('writes a DXF with the footprints the viewer measured', async () => {
    const choice = {
      format: 'dxf',
      sheet: { paper: 'A3', orientation: 'landscape', scale: '1:100' },
      dpi: 150,
    } as const;
    const file = await exportPlan(
      choice,
      sources({
        type: 'planBackdrop',
        requestId: 'r',
        image: null,
        rect: null,
        footprints: { '/chair.glb': { halfWidth: 0.3, halfDepth: 0.2 } },
      }),
    );
    const dxf = readDxf(await file.blob.text());
    expect(dxf.inserts).toHaveLength(2);
  });
});

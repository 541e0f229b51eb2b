/**
 * The PDF's pages after the plan (issue #27): the event summary (what is ordered from whom, its cost and
 * setup time, with totals) and the zones (area and capacities against the seats placed). Long tables run
 * onto further pages, each starting with its header row again.
 */
import { formatArea } from '../units.ts';
import { formatMinutes } from './event-summary.ts';
import { innerRect, pageSize, type SheetOptions } from './paper.ts';
import type { PlanSheet, SheetSummary, TitleBlock } from './plan-sheet.ts';
import type { Rgb, SheetPage } from './shapes.ts';
import { textShape } from './text.ts';

interface Column {
  title: string;
  /** Share of the table's width. */
  share: number;
  align: 'left' | 'right';
}

const ROW_MM = 5.2;
const TEXT_MM = 2.6;
const INK: Rgb = [0.12, 0.12, 0.12];
const GREY: Rgb = [0.45, 0.45, 0.45];

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const ITEM_COLUMNS: Column[] = [
  { title: 'Item', share: 0.3, align: 'left' },
  { title: 'Vendor', share: 0.22, align: 'left' },
  { title: 'Count', share: 0.09, align: 'right' },
  { title: 'Unit price $', share: 0.13, align: 'right' },
  { title: 'Cost $', share: 0.13, align: 'right' },
  { title: 'Setup time', share: 0.13, align: 'right' },
];

const ZONE_COLUMNS: Column[] = [
  { title: 'Zone', share: 0.3, align: 'left' },
  { title: 'Area', share: 0.16, align: 'right' },
  { title: 'Seated', share: 0.13, align: 'right' },
  { title: 'Standing', share: 0.13, align: 'right' },
  { title: 'Cocktail', share: 0.13, align: 'right' },
  { title: 'Seats placed', share: 0.15, align: 'right' },
];

/** Pages of tables, top to bottom, breaking onto a new page when a row no longer fits. */
function tablePages(options: SheetOptions, heading: string) {
  const { widthMm, heightMm } = pageSize(options);
  const inner = innerRect(widthMm, heightMm);
  const pages: SheetPage[] = [];
  let page: SheetPage;
  let y = 0;
  const newPage = () => {
    page = { widthMm, heightMm, clip: null, background: null, plan: [], shapes: [] };
    pages.push(page);
    page.shapes.push(textShape(heading, inner.x, inner.y + inner.height - 5, 4, { maxWidth: inner.width }));
    y = inner.y + inner.height - 12;
  };
  newPage();
  const rule = (atY: number, width: number) =>
    page.shapes.push({
      kind: 'path',
      points: [
        { x: inner.x, y: atY },
        { x: inner.x + inner.width, y: atY },
      ],
      closed: false,
      stroke: INK,
      lineWidth: width,
    });
  const cells = (columns: Column[], values: string[], colour: Rgb) => {
    let x = inner.x;
    for (const [i, column] of columns.entries()) {
      const width = column.share * inner.width;
      const anchor = column.align === 'left' ? x : x + width - 1.5;
      page.shapes.push(
        textShape(values[i] ?? '', anchor, y - ROW_MM + 1.6, TEXT_MM, {
          align: column.align,
          color: colour,
          maxWidth: width - 2,
        }),
      );
      x += width;
    }
    y -= ROW_MM;
  };
  const room = (rows: number) => y - rows * ROW_MM >= inner.y;
  return {
    pages,
    /** A titled table; its title and header come again on each page it runs onto. */
    table(title: string, columns: Column[], rows: string[][], totals: string[] | null) {
      const header = (continued: boolean) => {
        y -= 3;
        page.shapes.push(textShape(continued ? `${title} (continued)` : title, inner.x, y - 3, 3.2));
        y -= 5;
        cells(
          columns,
          columns.map((c) => c.title),
          GREY,
        );
        rule(y + 0.4, 0.3);
      };
      if (!room(4)) newPage();
      header(false);
      for (const row of rows) {
        if (!room(1)) {
          newPage();
          header(true);
        }
        cells(columns, row, INK);
      }
      if (totals) {
        if (!room(1)) {
          newPage();
          header(true);
        }
        rule(y, 0.3);
        cells(columns, totals, INK);
      }
      y -= 4;
    },
  };
}

export function summaryPages(
  sheet: PlanSheet,
  options: SheetOptions,
  title: TitleBlock,
  summary: SheetSummary,
): SheetPage[] {
  const tables = tablePages(options, `${title.projectName}: event summary`);
  tables.table(
    'Items',
    ITEM_COLUMNS,
    summary.rows.map((r) => [
      r.name,
      r.vendor,
      String(r.count),
      money(r.unitPrice),
      money(r.cost),
      formatMinutes(r.setupMinutes),
    ]),
    [
      'Total',
      '',
      String(summary.totalItems),
      '',
      money(summary.totalCost),
      formatMinutes(summary.totalSetupMinutes),
    ],
  );
  tables.table(
    'Zones',
    ZONE_COLUMNS,
    sheet.zones.map((z) => [
      z.name,
      formatArea(z.areaSquareMeters, z.areaSquareMeters, sheet.units),
      String(z.capacity.seated),
      String(z.capacity.standing),
      String(z.capacity.cocktail),
      String(z.seatsPlaced),
    ]),
    null,
  );
  return tables.pages;
}

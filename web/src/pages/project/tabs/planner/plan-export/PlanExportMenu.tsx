/**
 * The floor plan's 'Export' menu (issue #27): PDF, PNG or DXF, with the paper, orientation and scale of
 * the printed sheet (and the PNG's resolution). The file is made in the browser and downloaded; the
 * status line says what was exported, or why it could not be.
 */
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ORIENTATIONS, PAPERS, SCALES, type SheetOptions } from '#venue/plan-sheet/paper.ts';
import { Popover } from '../../../../../components/ui/Popover.tsx';
import { SegmentedControl } from '../../../../../components/ui/SegmentedControl.tsx';
import { usePlanner, useSessionValue } from '../session/planner-context.tsx';
import { EXPORT_FORMATS, type ExportChoice, type ExportFormat, exportPlan, PNG_DPIS } from './export-plan.ts';
import { usePlanTitle } from './use-plan-title.ts';

const selectClasses = 'h-8 w-full rounded-md border border-zinc-300 bg-white px-1 text-sm';

function Choice<T extends string | number>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm text-zinc-700">
      {props.label}
      <select
        className={selectClasses}
        value={String(props.value)}
        onChange={(e) => {
          const picked = props.options.find((o) => String(o.value) === e.target.value);
          if (picked) props.onChange(picked.value);
        }}
      >
        {props.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Hands a made file to the browser's downloads. */
function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function PlanExportMenu() {
  const { controller, bridge } = usePlanner();
  const units = useSessionValue((s) => s.units);
  const title = usePlanTitle();
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [sheet, setSheet] = useState<SheetOptions>({ paper: 'A3', orientation: 'landscape', scale: '1:100' });
  const [dpi, setDpi] = useState<ExportChoice['dpi']>(150);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!bridge) return;
    setBusy(true);
    controller.session.say(`Exporting the floor plan as ${format.toUpperCase()}…`);
    try {
      const file = await exportPlan(
        { format, sheet, dpi },
        { bridge, units, title, backdrop: (image) => controller.planBackdrop(image) },
      );
      download(file.blob, file.fileName);
      controller.session.say(`Exported ${file.fileName}`);
    } catch (error) {
      console.error('Plan export failed', error);
      controller.session.say(`Could not export the floor plan: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover
      label="Export"
      className="w-64 p-3"
      trigger={
        <button
          type="button"
          disabled={!bridge}
          className="flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 disabled:opacity-50"
        >
          <Download className="size-4" aria-hidden />
          Export
        </button>
      }
    >
      <div className="flex flex-col gap-3">
        <SegmentedControl label="Format" value={format} options={EXPORT_FORMATS} onChange={setFormat} />
        {format === 'dxf' ? (
          <p className="text-xs text-zinc-500">
            Zones, furniture blocks, annotations, measurements and names on their own layers, in{' '}
            {units === 'feet' ? 'feet' : 'meters'}.
          </p>
        ) : (
          <>
            <Choice
              label="Paper"
              value={sheet.paper}
              options={PAPERS}
              onChange={(paper) => setSheet({ ...sheet, paper })}
            />
            <Choice
              label="Orientation"
              value={sheet.orientation}
              options={ORIENTATIONS}
              onChange={(orientation) => setSheet({ ...sheet, orientation })}
            />
            <Choice
              label="Scale"
              value={sheet.scale}
              options={SCALES}
              onChange={(scale) => setSheet({ ...sheet, scale })}
            />
            {format === 'png' ? (
              <Choice
                label="Resolution"
                value={dpi}
                options={PNG_DPIS.map((value) => ({ value, label: `${value} DPI` }))}
                onChange={(value: ExportChoice['dpi']) => setDpi(value)}
              />
            ) : null}
          </>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => void run()}
          className="h-8 rounded-md bg-zinc-900 px-3 text-sm font-medium text-white hover:bg-zinc-700 disabled:opacity-50"
        >
          {busy ? 'Exporting…' : `Export ${format.toUpperCase()}`}
        </button>
      </div>
    </Popover>
  );
}

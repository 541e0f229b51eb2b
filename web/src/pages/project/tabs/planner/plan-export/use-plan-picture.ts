/**
 * The floor plan as a picture for the event summary (issue #27: its Print prints with the plan): the
 * plan sheet, without the scan, fitted to an A4 landscape page at screen resolution, made once when the
 * summary opens.
 * Null until it is drawn, and when there is no venue data or it could not be drawn (the summary then
 * prints without it).
 */
import { useEffect, useState } from 'react';
import { usePlanner, useSessionValue } from '../session/planner-context.tsx';
import { buildSheet } from './export-plan.ts';
import { usePlanTitle } from './use-plan-title.ts';

const PICTURE_DPI = 96;

export function usePlanPicture(): string | null {
  const { controller, bridge } = usePlanner();
  const units = useSessionValue((s) => s.units);
  const title = usePlanTitle();
  const [url, setUrl] = useState<string | null>(null);
  // Drawn once per opening of the summary: the title's lines fill in as their queries answer, but the
  // picture is of the plan, not of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once when the summary opens
  useEffect(() => {
    if (!bridge) return;
    let made: string | null = null;
    let cancelled = false;
    void (async () => {
      // Without the scan: its picture would move the viewer's camera behind the dialog for a moment.
      const sheet = await buildSheet(
        { bridge, units, title, backdrop: (image) => controller.planBackdrop(image) },
        false,
      );
      const { planPng } = await import('./plan-png.ts');
      const png = await planPng(
        sheet,
        { paper: 'A4', orientation: 'landscape', scale: 'fit' },
        title,
        PICTURE_DPI,
      );
      if (cancelled) return;
      made = URL.createObjectURL(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }));
      setUrl(made);
    })().catch((error: Error) => console.warn('The summary is shown without the plan', error));
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [bridge]);
  return url;
}

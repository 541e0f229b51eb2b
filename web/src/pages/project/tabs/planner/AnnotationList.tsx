/**
 * The planner's annotations list (spec venue-planner.md §2 "Annotations list panel with search and
 * Refresh", §8 texts): every annotation of the scene with its type, searched by label, notes, type and
 * tags; a click selects and frames one (its editor opens in 'Layers & Properties'); each can be deleted.
 */
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { MeasurementUnits } from '#protocol/index.ts';
import type { Annotation } from '#venue/documents.ts';
import { formatLength } from '#venue/units.ts';
import { type AnnotationListState, NO_ANNOTATIONS } from './annotation-list-loader.ts';
import { PanelSearchField, PanelSection, RowDeleteButton } from './PanelControls.tsx';

/** How the list names each annotation type (spec §3's enumeration). */
const ANNOTATION_TYPE_LABEL: Record<string, string> = {
  bounding_box_3d: 'Box',
  point: 'Point',
  line: 'Line',
  polygon: 'Polygon',
  measurement: 'Measurement',
  note: 'Note',
  capacity_zone: 'Capacity zone',
};

export const annotationTypeLabel = (type: string | null | undefined) =>
  ANNOTATION_TYPE_LABEL[type ?? ''] ?? (type || 'Annotation');

/** A length as the Measure tool labels a measurement ('2.81 m', '9.21 ft', '9' 2½"'), not a name a user gave it. */
const LENGTH_LABEL = /^(\d+(\.\d+)? (m|ft)|\d+' \d+½?")$/;

/**
 * How the list names an annotation: its label, or its type. A measurement still labelled with its
 * length reads in the chosen units (its label was written in the units of the day it was measured).
 */
export function annotationLabel(a: Annotation, units?: MeasurementUnits): string {
  const label = a.metadata?.label;
  const meters = a.metadata?.customAttributes?.distanceMeters;
  if (units && a.type === 'measurement' && meters && label && LENGTH_LABEL.test(label))
    return formatLength(Number(meters), 0, units);
  return label || annotationTypeLabel(a.type);
}

/** Whether an annotation matches a search (case-insensitive, over label, notes, type and tags). */
function matchesAnnotation(a: Annotation, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [a.metadata?.label, a.metadata?.description, annotationTypeLabel(a.type), ...(a.tags ?? [])].some(
    (text) => (text ?? '').toLowerCase().includes(q),
  );
}

export function AnnotationList(p: {
  state: AnnotationListState<Annotation>;
  refreshing: boolean;
  selectedIds: readonly string[];
  units: MeasurementUnits;
  onRefresh(): void;
  onSelect(annotation: Annotation): void;
  onDelete(annotation: Annotation): void;
}) {
  const [search, setSearch] = useState('');
  const shown = p.state.status === 'ready' ? p.state.items.filter((a) => matchesAnnotation(a, search)) : [];
  return (
    <PanelSection
      title="Annotations"
      action={{ label: 'Refresh', icon: RefreshCw, onClick: p.onRefresh, busy: p.refreshing }}
    >
      <PanelSearchField label="Search annotations" value={search} onChange={setSearch} />
      {p.state.status === 'loading' ? <p className="text-xs text-zinc-500">Loading annotations…</p> : null}
      {p.state.status === 'error' ? (
        <p role="alert" className="text-xs text-red-700">
          {p.state.message}
        </p>
      ) : null}
      {p.state.status === 'ready' && shown.length === 0 ? (
        <p className="text-xs text-zinc-500">{NO_ANNOTATIONS}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul aria-label="Annotation list" className="flex flex-col gap-0.5">
          {shown.map((a) => {
            const label = annotationLabel(a, p.units);
            return (
              <li key={a.id} className="flex items-center gap-1">
                <button
                  type="button"
                  aria-current={p.selectedIds.includes(a.id ?? '') ? 'true' : undefined}
                  onClick={() => p.onSelect(a)}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-left text-sm hover:bg-zinc-100 aria-[current]:bg-indigo-50 aria-[current]:text-indigo-700"
                >
                  <span className="flex-1 truncate">{label}</span>
                  <span className="shrink-0 text-xs text-zinc-500">{annotationTypeLabel(a.type)}</span>
                </button>
                <RowDeleteButton label={`Delete annotation ${label}`} onClick={() => p.onDelete(a)} />
              </li>
            );
          })}
        </ul>
      ) : null}
    </PanelSection>
  );
}

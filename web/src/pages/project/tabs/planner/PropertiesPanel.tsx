/**
 * The planner's right panel 'Layers & Properties' (spec venue-planner.md §2, §4, §5): layer visibility,
 * then the selection's properties — an annotation's label, notes, tags and images (when on); a zone's name, features,
 * a rectangle zone's width, depth and rotation, area, suggested capacities (accept one or all, or type your own) and capacity — saved 500 ms after
 * the last edit, with a 'Saving…' flag until then.
 */
import { X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import type { MeasurementUnits } from '#protocol/index.ts';
import { layerLabels, layerNames } from '#protocol/index.ts';
import type { Annotation, PlanningElement, Segmentation, VenueCore } from '#venue/documents.ts';
import { capacityValue } from '#venue/entity-rules.ts';
import { reshapedZoneBoundary, type ZoneRectangle, zoneRectangle } from '#venue/rectangle.ts';
import { formatScale, metersTo, toMetersFrom } from '#venue/units.ts';
import { acceptedCapacity, capacitySuggestions, type ZoneArea } from '#venue/zone-area.ts';
import { cn } from '../../../../components/ui/cn.ts';
import type { AnnotationChange, SegmentationChange } from '../../../../venue-data/venue-bridge.ts';
import { AnnotationImagesIfOn } from './AnnotationImages.tsx';
import { annotationTypeLabel } from './AnnotationList.tsx';
import type { AnnotationImageScope } from './annotation-image-upload.ts';
import { ArrangePanel } from './furniture/ArrangePanel.tsx';
import { LayoutGroupPanel } from './furniture/LayoutGroupPanel.tsx';
import type { LayoutGroup } from './furniture/layout-groups.ts';
import { PlacedItemDetails } from './furniture/PlacedItemDetails.tsx';
import { ZoneFill } from './furniture/ZoneFill.tsx';
import { ZoneSeats } from './furniture/ZoneSeats.tsx';
import { addTag } from './planner-model.ts';
import { usePlanner, useSessionValue } from './session/planner-context.tsx';
import { useSavedDraft } from './useDebouncedSave.ts';

const NOTHING_SELECTED = 'Select an object to view and edit its properties here (tags, capacity, metadata).';

const field = 'w-full rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function SavingFlag({ saving }: { saving: boolean }) {
  return <p className="h-4 text-xs text-zinc-500">{saving ? 'Saving…' : 'All edits saved'}</p>;
}

/** Tags: Enter adds (trimmed, no duplicates), Backspace or Delete on an empty input removes the last. */
function TagInput({
  label,
  tags,
  onChange,
}: {
  label: string;
  tags: string[];
  onChange(tags: string[]): void;
}) {
  const [draft, setDraft] = useState('');
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onChange(addTag(tags, draft));
      setDraft('');
    } else if ((e.key === 'Backspace' || e.key === 'Delete') && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };
  return (
    <Labelled label={label}>
      {(id) => (
        <>
          <div className="flex flex-wrap gap-1">
            {tags.map((tag) => (
              <span key={tag} className="flex items-center gap-1 rounded bg-zinc-100 px-1.5 py-0.5 text-xs">
                {tag}
                <button
                  type="button"
                  aria-label={`Remove ${tag}`}
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </span>
            ))}
          </div>
          <input
            id={id}
            className={field}
            value={draft}
            placeholder="Add a tag and press Enter"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </>
      )}
    </Labelled>
  );
}

function AnnotationEditor(p: {
  annotation: Annotation;
  imageScope: AnnotationImageScope;
  onSave(id: string, change: AnnotationChange[]): Promise<unknown>;
}) {
  const { draft, edit, saving } = useSavedDraft(
    {
      label: p.annotation.metadata?.label ?? '',
      notes: p.annotation.metadata?.description ?? '',
      tags: p.annotation.tags ?? [],
    },
    (v) =>
      p.onSave(p.annotation.id ?? '', [
        { metadata: { ...p.annotation.metadata, label: v.label, description: v.notes } },
        { tags: v.tags },
      ]),
  );
  return (
    <section aria-label="Annotation properties" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-zinc-900">
        Annotation · {annotationTypeLabel(p.annotation.type)}
      </h3>
      <Labelled label="Label">
        {(id) => (
          <input
            id={id}
            className={field}
            value={draft.label}
            onChange={(e) => edit({ label: e.target.value })}
          />
        )}
      </Labelled>
      <Labelled label="Notes">
        {(id) => (
          <textarea
            id={id}
            className={field}
            rows={3}
            value={draft.notes}
            onChange={(e) => edit({ notes: e.target.value })}
          />
        )}
      </Labelled>
      <TagInput label="Tags" tags={draft.tags} onChange={(next) => edit({ tags: next })} />
      <SavingFlag saving={saving} />
      <AnnotationImagesIfOn annotation={p.annotation} scope={p.imageScope} onSave={p.onSave} />
    </section>
  );
}

/** '1 object selected', '3 objects selected'. */
const selectedText = (count: number) => `${count} object${count === 1 ? '' : 's'} selected`;

/** The warning beside a capacity typed above what the zone's floor area suggests. */
export const aboveSuggestion = (suggested: number) => `Above the ${suggested} this floor area suggests`;

const CAPACITY_FIELDS = [
  ['maxSeated', 'Max seated'],
  ['recommendedSeated', 'Recommended seated'],
  ['maxStanding', 'Max standing'],
  ['recommendedStanding', 'Recommended standing'],
] as const;
type CapacityKey = (typeof CAPACITY_FIELDS)[number][0];
type Capacity = Record<CapacityKey, number>;

/** The zone's area and what fits on it per layout; "Use" fills one field, "Accept all" all four. */
function CapacitySuggestions(p: {
  area: ZoneArea;
  units: MeasurementUnits;
  onUse(field: CapacityKey, guests: number): void;
  onAcceptAll(capacity: Capacity): void;
}) {
  const { squareMeters } = p.area;
  return (
    <section aria-label="Capacity suggestions" className="flex flex-col gap-2 rounded-md bg-zinc-50 p-2">
      <p className="text-xs text-zinc-600">
        Area <span className="font-semibold text-zinc-900">{p.area.text}</span>
      </p>
      {squareMeters === null ? (
        <p className="text-xs text-zinc-500">
          Set the scene’s scale (Venue → Set scale) to see suggested capacities.
        </p>
      ) : (
        <>
          <table className="w-full text-xs">
            <caption className="mb-1 text-left font-semibold text-zinc-600">Suggested capacity</caption>
            <thead className="sr-only">
              <tr>
                <th>Layout</th>
                <th>Floor per guest</th>
                <th>Guests</th>
                <th>Use</th>
              </tr>
            </thead>
            <tbody>
              {capacitySuggestions(squareMeters, p.units).map((s) => (
                <tr key={s.layout}>
                  <th scope="row" className="py-0.5 text-left font-medium text-zinc-700">
                    {s.label}
                  </th>
                  <td className="text-zinc-500">{s.perGuest}/guest</td>
                  <td className="text-right font-semibold text-zinc-900">{s.guests}</td>
                  <td className="text-right">
                    <button
                      type="button"
                      aria-label={`Use ${s.label} (${s.guests})`}
                      title={`Put ${s.guests} in ${s.field === 'maxSeated' ? 'Max seated' : 'Max standing'}`}
                      onClick={() => p.onUse(s.field, s.guests)}
                      className="rounded px-1.5 py-0.5 font-medium text-indigo-700 hover:bg-indigo-100"
                    >
                      Use
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            onClick={() => p.onAcceptAll(acceptedCapacity(squareMeters))}
            className="self-start rounded-md border border-indigo-200 bg-white px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50"
          >
            Accept suggestions
          </button>
          <p className="text-[11px] leading-snug text-zinc-500">
            Accept fills max seated (theatre), recommended seated (banquet), max standing (standing) and
            recommended standing (cocktail). Industry rules of thumb; adjust for your furniture and local fire
            code.
          </p>
        </>
      )}
    </section>
  );
}

/** A panel number: lengths to the centimetre (or hundredth of a foot), angles to a tenth of a degree. */
const shownNumber = (value: number, digits: number) => Number(value.toFixed(digits));
const SIZE_FIELDS = [
  ['width', 'Width', 2],
  ['depth', 'Depth', 2],
  ['rotation', 'Rotation (°)', 1],
] as const;
type Size = Record<(typeof SIZE_FIELDS)[number][0], number>;

/**
 * A rectangle zone's width, depth (the chosen units) and rotation (degrees), typed: the zone is rebuilt
 * about its centre and saved as one undoable edit of its boundary. A field left as shown keeps its exact
 * stored value, so typing the width does not round the depth.
 */
function ZoneSize(p: {
  zone: Segmentation;
  rectangle: ZoneRectangle;
  sceneFrame: VenueCore['sceneFrame'] | undefined;
  units: MeasurementUnits;
  onSave(id: string, change: SegmentationChange[]): Promise<unknown>;
}) {
  const shown: Size = {
    width: shownNumber(p.rectangle.width, 2),
    depth: shownNumber(p.rectangle.depth, 2),
    rotation: shownNumber(p.rectangle.rotation, 1),
  };
  const { draft, edit } = useSavedDraft(shown, async (v) => {
    const size = {
      width: v.width === shown.width ? p.rectangle.width : v.width,
      depth: v.depth === shown.depth ? p.rectangle.depth : v.depth,
      rotation: v.rotation === shown.rotation ? p.rectangle.rotation : v.rotation,
    };
    const boundary = reshapedZoneBoundary(p.zone, p.sceneFrame, p.units, size);
    if (boundary) await p.onSave(p.zone.id ?? '', [{ geometry: { boundary } }]);
  });
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="mb-1 text-xs font-semibold text-zinc-600">Size</legend>
      {SIZE_FIELDS.map(([key, text, digits]) => (
        <Labelled key={key} label={key === 'rotation' ? text : `${text} (${p.rectangle.unit})`}>
          {(id) => (
            <input
              id={id}
              className={field}
              type="number"
              min={key === 'rotation' ? undefined : 0}
              step={digits === 2 ? 0.01 : 1}
              value={Number.isNaN(draft[key]) ? '' : draft[key]}
              onChange={(e) => edit({ [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            />
          )}
        </Labelled>
      ))}
    </fieldset>
  );
}

function ZoneEditor(p: {
  zone: Segmentation;
  area: ZoneArea;
  seats: number;
  /** The layout filling the zone, if one does. */
  fill: LayoutGroup | null;
  units: MeasurementUnits;
  sceneFrame: VenueCore['sceneFrame'] | undefined;
  onSave(id: string, change: SegmentationChange[]): Promise<unknown>;
}) {
  const rectangle = zoneRectangle(p.zone, p.sceneFrame, p.units);
  const stored = p.zone.properties?.capacity;
  const { draft, edit, saving } = useSavedDraft(
    {
      name: p.zone.name ?? '',
      features: p.zone.properties?.features ?? [],
      capacity: {
        maxSeated: capacityValue(stored?.maxSeated),
        recommendedSeated: capacityValue(stored?.recommendedSeated),
        maxStanding: capacityValue(stored?.maxStanding),
        recommendedStanding: capacityValue(stored?.recommendedStanding),
      } satisfies Capacity,
    },
    (v) =>
      p.onSave(p.zone.id ?? '', [
        { name: v.name },
        { properties: { ...p.zone.properties, features: v.features, capacity: v.capacity } },
      ]),
  );
  const { capacity } = draft;
  // What the floor area suggests for each field, once the scene has a scale.
  const suggestion = p.area.squareMeters === null ? null : acceptedCapacity(p.area.squareMeters);
  return (
    <section aria-label="Zone properties" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-zinc-900">Zone</h3>
      <Labelled label="Name">
        {(id) => (
          <input
            id={id}
            className={field}
            value={draft.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
        )}
      </Labelled>
      <TagInput label="Features" tags={draft.features} onChange={(next) => edit({ features: next })} />
      {rectangle ? (
        <ZoneSize
          zone={p.zone}
          rectangle={rectangle}
          sceneFrame={p.sceneFrame}
          units={p.units}
          onSave={p.onSave}
        />
      ) : null}
      <CapacitySuggestions
        area={p.area}
        units={p.units}
        onUse={(key, guests) => edit({ capacity: { ...capacity, [key]: guests } })}
        onAcceptAll={(next) => edit({ capacity: next })}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-xs font-semibold text-zinc-600">Capacity</legend>
        {CAPACITY_FIELDS.map(([key, text]) => {
          const suggested = suggestion?.[key];
          const above = suggested !== undefined && suggested > 0 && capacity[key] > suggested;
          return (
            <Labelled key={key} label={text}>
              {(id) => (
                <>
                  <input
                    id={id}
                    className={cn(field, above && 'border-amber-500')}
                    type="number"
                    min={0}
                    step={1}
                    value={capacity[key]}
                    aria-describedby={above ? `${id}-above` : undefined}
                    onChange={(e) =>
                      edit({ capacity: { ...capacity, [key]: capacityValue(e.target.value) } })
                    }
                  />
                  {above ? (
                    <p id={`${id}-above`} className="text-[11px] font-normal text-amber-700">
                      {aboveSuggestion(suggested)}
                    </p>
                  ) : null}
                </>
              )}
            </Labelled>
          );
        })}
      </fieldset>
      <ZoneSeats seats={p.seats} maxSeated={capacity.maxSeated} filled={p.fill?.seats} />
      <ZoneFill zoneId={p.zone.id ?? ''} fill={p.fill} />
      <SavingFlag saving={saving} />
    </section>
  );
}

/** Which layers show (the session's), each a checkbox. */
function LayerToggles() {
  const { controller } = usePlanner();
  const layers = useSessionValue((s) => s.layers);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-zinc-500">Layers</legend>
      {layerNames.map((layer) => (
        <label key={layer} className="flex items-center gap-2 text-sm text-zinc-700">
          <input
            type="checkbox"
            checked={layers[layer]}
            onChange={(e) => controller.setLayer(layer, e.target.checked)}
          />
          {layerLabels[layer]}
        </label>
      ))}
    </fieldset>
  );
}

export const SCALE_INVALID = 'Enter a number greater than 0';

/** A typed scale ('0.37', '0,37') as a positive number, or null. */
function typedScale(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The scene's scale, shown whatever is selected (it is the whole scene's): '1 scene unit = 0.37 m', and
 * a field to type it in the chosen units. Setting it is one undoable edit in the viewer, saved from
 * the viewer's sceneFrameChanged like a calibration.
 */
function SceneScale({ metersPerUnit, units }: { metersPerUnit: number | null; units: MeasurementUnits }) {
  const { controller } = usePlanner();
  const shown = metersPerUnit === null ? '' : String(Number(metersTo(metersPerUnit, units).toFixed(4)));
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const inputId = useId();
  const errorId = useId();
  const unit = units === 'feet' ? 'ft' : 'm';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text === null) return;
    const value = typedScale(text);
    if (value === null) return setError(SCALE_INVALID);
    setError('');
    setText(null);
    controller.setScale(toMetersFrom(value, units));
  };
  return (
    <section aria-label="Scene" className="flex flex-col gap-1.5 border-t border-zinc-100 pt-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Scene</h3>
      <p data-testid="scene-scale" className="text-sm text-zinc-700">
        {metersPerUnit === null ? 'Scale not set' : formatScale(metersPerUnit, units)}
      </p>
      <form onSubmit={submit} noValidate className="flex items-end gap-1.5">
        <div className="flex flex-1 flex-col gap-1 text-xs font-medium text-zinc-600">
          <label htmlFor={inputId}>Scale ({unit} per scene unit)</label>
          <input
            id={inputId}
            className={cn(field, error && 'border-red-500')}
            inputMode="decimal"
            value={text ?? shown}
            placeholder={metersPerUnit === null ? 'e.g. 0.37' : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError('');
            }}
          />
        </div>
        <button
          type="submit"
          disabled={text === null}
          className="h-8 rounded-md border border-zinc-300 px-2.5 text-sm font-medium text-zinc-700 hover:bg-zinc-50 disabled:opacity-50"
        >
          Set
        </button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export function PropertiesPanel(p: {
  /** What is selected, by name (an annotation's label, a zone's or a model's name). */
  selectedNames: readonly string[];
  annotation: Annotation | undefined;
  zone: Segmentation | undefined;
  zoneArea: ZoneArea | undefined;
  /** The stored scene frame: a rectangle zone's size is read and typed in it. */
  sceneFrame?: VenueCore['sceneFrame'];
  /** The selected placed model, when the selection is exactly one. */
  placedElement: PlanningElement | undefined;
  /** Seating models placed inside the selected zone. */
  zoneSeats: number;
  /** The selected zone's fill, if it has one. */
  zoneFill?: LayoutGroup | null;
  /** The selection, when it is one whole layout group. */
  layoutGroup?: LayoutGroup | null;
  /** The placed models among the selection (two or more can be aligned and distributed). */
  placedIds?: readonly string[];
  /** Every placed model of the selected one's model ('Select same model'). */
  sameModelIds?: readonly string[];
  units: MeasurementUnits;
  /** The scene's scale, meters per scene unit; null until it is set (calibrated). */
  metersPerUnit: number | null;
  /** Where the selected annotation's images are stored (the scene of the caller's project). */
  imageScope: AnnotationImageScope;
  onSaveAnnotation(id: string, changes: AnnotationChange[]): Promise<unknown>;
  onSaveZone(id: string, changes: SegmentationChange[]): Promise<unknown>;
}) {
  const { controller } = usePlanner();
  return (
    <aside
      aria-label="Layers & Properties"
      className="flex w-[clamp(280px,28%,340px)] shrink-0 flex-col gap-4 overflow-y-auto border-l border-zinc-200 bg-white p-3"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-zinc-900">Layers &amp; Properties</h2>
        <button
          type="button"
          aria-label="Hide Layers & Properties"
          onClick={() => controller.session.setRightOpen(false)}
          className="rounded p-1 text-zinc-500 hover:bg-zinc-100"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <LayerToggles />
      <SceneScale metersPerUnit={p.metersPerUnit} units={p.units} />
      <div className="border-t border-zinc-100 pt-3">
        {p.zone && p.zoneArea ? (
          <ZoneEditor
            key={p.zone.id}
            zone={p.zone}
            area={p.zoneArea}
            seats={p.zoneSeats}
            fill={p.zoneFill ?? null}
            units={p.units}
            sceneFrame={p.sceneFrame}
            onSave={p.onSaveZone}
          />
        ) : p.annotation ? (
          <AnnotationEditor
            key={p.annotation.id}
            annotation={p.annotation}
            imageScope={p.imageScope}
            onSave={p.onSaveAnnotation}
          />
        ) : p.layoutGroup ? (
          <LayoutGroupPanel key={p.layoutGroup.groupId} group={p.layoutGroup} />
        ) : p.placedElement ? (
          <PlacedItemDetails
            key={p.placedElement.id}
            element={p.placedElement}
            onSelectSameModel={() => controller.selectItems(p.sameModelIds ?? [])}
          />
        ) : p.selectedNames.length > 0 ? (
          <div className="flex flex-col gap-2 text-sm text-zinc-700">
            <p>{selectedText(p.selectedNames.length)}</p>
            <ul aria-label="Selected objects" className="text-xs text-zinc-500">
              {p.selectedNames.map((name, i) => (
                // Names may repeat ('Chair'): their order is the selection's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is the selection, in order
                <li key={i}>{name}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-zinc-500">{NOTHING_SELECTED}</p>
        )}
      </div>
      {(p.placedIds?.length ?? 0) >= 2 ? <ArrangePanel ids={p.placedIds ?? []} /> : null}
    </aside>
  );
}

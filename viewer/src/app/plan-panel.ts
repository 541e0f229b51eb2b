/**
 * The read-only venue plan on a published viewer page ('Include Venue Tools'): layer toggles, the
 * published viewpoints (click or 1–9 to go there), the zones and annotations (click to select and
 * frame one), the details of what is selected — in the viewer or in the list — and the units, which a
 * guest may switch for themselves (the plan's own stay as published). Nothing here edits.
 */
import {
  type AnnotationData,
  type LayerName,
  layerLabels,
  layerNames,
  type MeasurementUnits,
  type SegmentationData,
} from '../../protocol/index.ts';
import type { Planner } from '../planner/planner.ts';
import type { Shape } from '../planner/shapes.ts';
import type { PlanViewpoint, PublishedPlan } from './published-plan.ts';

const NOTHING_SELECTED = 'Select a zone or annotation to see its details.';
const NO_VIEWPOINTS = 'No viewpoints were published with this plan.';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function section(title: string, body: HTMLElement): HTMLElement {
  const node = el('section', { className: 'plan-section' }, [el('h3', { textContent: title }), body]);
  node.setAttribute('aria-label', title);
  return node;
}

type Row = [string, string];
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const rows = (pairs: Array<[string, string | null | undefined]>): Row[] =>
  pairs.flatMap(([k, v]) => (v ? [[k, v] as Row] : []));

/** What the details list shows for a zone. */
export function zoneDetails(zone: SegmentationData, shape: Shape | undefined): Row[] {
  const properties = (zone.properties ?? {}) as {
    usage?: unknown;
    features?: unknown;
    capacity?: Record<string, unknown>;
  };
  const capacity = properties.capacity ?? {};
  const features = Array.isArray(properties.features) ? properties.features.filter((f) => text(f)) : [];
  const name = text(zone.name);
  // The drawn label is the name, then the measurements (shapes.ts).
  const measured =
    shape && name && shape.label.startsWith(name) ? shape.label.slice(name.length) : shape?.label;
  return rows([
    ['Zone', name ?? 'Unnamed zone'],
    ['Measured', measured?.replace(/^ · /, '')],
    ['Usage', text(properties.usage)],
    ['Max seated', num(capacity.maxSeated)],
    ['Max standing', num(capacity.maxStanding)],
    ['Recommended seated', num(capacity.recommendedSeated)],
    ['Recommended standing', num(capacity.recommendedStanding)],
    ['Features', features.join(', ')],
  ]);
}

/** What the details list shows for an annotation. */
export function annotationDetails(
  annotation: AnnotationData,
  shape: Shape | undefined,
  tags: ReadonlyMap<string, string>,
): Row[] {
  const metadata = (annotation.metadata ?? {}) as { label?: unknown; description?: unknown };
  const tagIds = Array.isArray(annotation.tags) ? (annotation.tags as unknown[]) : [];
  return rows([
    ['Annotation', text(metadata.label) ?? shape?.label ?? annotation.type],
    ['Type', annotation.type.replace(/_/g, ' ')],
    ['Measured', shape && shape.label !== text(metadata.label) ? shape.label : null],
    ['Notes', text(metadata.description) ?? text(annotation.notes)],
    ['Tags', tagIds.map((id) => tags.get(String(id)) ?? String(id)).join(', ')],
  ]);
}

export interface PlanPanelHost {
  planner: Planner;
  goTo(viewpoint: PlanViewpoint): void;
  /** Writes the floor plan as a PDF and hands it to the browser's downloads. */
  exportPdf(): Promise<void>;
}

/** How faded the scan shows under the guest's floor plan. */
const PLAN_SCAN_OPACITY = 0.45;

export class PlanPanel {
  readonly root: HTMLElement;
  private readonly details = el('div', { className: 'plan-details' });
  private readonly objects = el('ul', { className: 'plan-list' });
  private readonly layerBoxes = new Map<LayerName, HTMLInputElement>();

  constructor(
    private readonly host: PlanPanelHost,
    private readonly plan: PublishedPlan,
  ) {
    const toggle = el('button', { type: 'button', className: 'plan-toggle', textContent: 'Hide' });
    toggle.setAttribute('aria-expanded', 'true');
    const body = el('div', { className: 'plan-body' }, [
      section('Units', this.unitsSelect()),
      section('Floor plan', this.floorPlan()),
      section('Layers', this.layerList()),
      section('Viewpoints', this.viewpointList()),
      section('Zones & annotations', this.objects),
      section('Details', this.details),
    ]);
    toggle.addEventListener('click', () => {
      body.hidden = !body.hidden;
      toggle.textContent = body.hidden ? 'Show' : 'Hide';
      toggle.setAttribute('aria-expanded', String(!body.hidden));
    });
    const header = el('header', {}, [
      el('h2', { textContent: 'Venue plan' }),
      el('span', { className: 'plan-badge', textContent: 'View only' }),
      toggle,
    ]);
    this.root = el('aside', { className: 'plan-panel' }, [header, body]);
    this.root.setAttribute('aria-label', 'Venue plan');
    this.objects.setAttribute('aria-label', 'Zones and annotations');
    this.details.setAttribute('role', 'region');
    this.details.setAttribute('aria-label', 'Selection details');

    const { bus } = host.planner;
    bus.on('selection.changed', () => this.renderSelection());
    bus.on('entities.replaced', () => this.renderObjects());
    bus.on('frame.changed', () => this.renderObjects());
    bus.on('layer.visibility', ({ layer, visible }) => {
      const box = this.layerBoxes.get(layer);
      if (box) box.checked = visible;
    });
    bus.on('key.unused', ({ key, ctrlKey, metaKey, altKey }) => {
      if (ctrlKey || metaKey || altKey || !/^[1-9]$/.test(key)) return;
      const viewpoint = plan.viewpoints[Number(key) - 1];
      if (viewpoint) host.goTo(viewpoint);
    });
    this.renderObjects();
    this.renderSelection();
  }

  /** Meters or feet, starting at the plan's: lengths, areas and details redraw in them. */
  private unitsSelect(): HTMLElement {
    const select = el('select', {}, [
      el('option', { value: 'meters', textContent: 'Meters' }),
      el('option', { value: 'feet', textContent: 'Feet' }),
    ]);
    select.value = this.host.planner.units;
    select.setAttribute('aria-label', 'Units');
    select.addEventListener('change', () => {
      void this.host.planner.handle({ type: 'setMeasurementUnits', units: select.value as MeasurementUnits });
      select.blur();
    });
    this.host.planner.bus.on('units.changed', ({ units }) => {
      select.value = units;
      this.renderObjects();
    });
    return select;
  }

  /** The plan from straight above, and its PDF: a guest may look and print, nothing more. */
  private floorPlan(): HTMLElement {
    const toggle = el('button', { type: 'button', textContent: 'Floor plan' });
    toggle.setAttribute('aria-pressed', 'false');
    toggle.addEventListener('click', () => {
      const on = toggle.getAttribute('aria-pressed') !== 'true';
      toggle.setAttribute('aria-pressed', String(on));
      void this.host.planner.handle({ type: 'setScanOpacity', opacity: PLAN_SCAN_OPACITY });
      void this.host.planner.handle({ type: 'setPlanView', on });
      toggle.blur();
    });
    const exporting = el('button', { type: 'button', textContent: 'Export PDF' });
    const said = el('p', { className: 'plan-empty' });
    said.setAttribute('role', 'status');
    exporting.addEventListener('click', () => {
      exporting.disabled = true;
      said.textContent = 'Exporting the floor plan…';
      void this.host
        .exportPdf()
        .then(() => {
          said.textContent = 'Floor plan exported';
        })
        .catch((error: Error) => {
          console.error('Plan export failed', error);
          said.textContent = `Could not export the floor plan: ${error.message}`;
        })
        .finally(() => {
          exporting.disabled = false;
        });
    });
    return el('div', { className: 'plan-floor' }, [toggle, exporting, said]);
  }

  private layerList(): HTMLElement {
    const list = el('ul', { className: 'plan-layers' });
    list.setAttribute('aria-label', 'Layers');
    for (const layer of layerNames) {
      const box = el('input', { type: 'checkbox', checked: true });
      box.addEventListener('change', () => {
        void this.host.planner.handle({ type: 'setLayerVisibility', layer, visible: box.checked });
        // A checkbox keeps the focus: give it back to the page so 1–9 still reach the viewpoints.
        box.blur();
      });
      this.layerBoxes.set(layer, box);
      list.append(el('li', {}, [el('label', {}, [box, ` ${layerLabels[layer]}`])]));
    }
    return list;
  }

  private viewpointList(): HTMLElement {
    if (this.plan.viewpoints.length === 0)
      return el('p', { className: 'plan-empty', textContent: NO_VIEWPOINTS });
    const list = el('ol', { className: 'plan-list' });
    list.setAttribute('aria-label', 'Viewpoints');
    this.plan.viewpoints.forEach((viewpoint, i) => {
      const button = el('button', { type: 'button', textContent: viewpoint.name });
      if (i < 9) button.title = `Go to ${viewpoint.name} (${i + 1})`;
      button.addEventListener('click', () => this.host.goTo(viewpoint));
      list.append(el('li', {}, [button]));
    });
    return list;
  }

  private renderObjects() {
    const shapes = this.host.planner.shapes();
    const items = shapes.map((shape) => {
      const button = el('button', { type: 'button', textContent: shape.label || shape.objectType });
      button.dataset.id = shape.id;
      button.addEventListener('click', () => {
        void this.host.planner.handle({ type: 'selectObject', objectId: shape.id });
        void this.host.planner.handle({ type: 'focusOnObject', objectId: shape.id });
      });
      return el('li', {}, [button]);
    });
    this.objects.replaceChildren(
      ...(items.length
        ? items
        : [el('li', { className: 'plan-empty', textContent: 'Nothing was drawn in this plan.' })]),
    );
    this.renderSelection();
  }

  private renderSelection() {
    const { planner } = this.host;
    const selected = new Set(planner.selected);
    for (const button of this.objects.querySelectorAll<HTMLButtonElement>('button[data-id]'))
      button.setAttribute('aria-pressed', String(selected.has(button.dataset.id ?? '')));
    const [first] = planner.selected;
    const found = first ? planner.store.find(first) : null;
    if (!found) {
      this.details.replaceChildren(el('p', { className: 'plan-empty', textContent: NOTHING_SELECTED }));
      return;
    }
    const shape = planner.shapes().find((s) => s.id === first);
    const list =
      found.kind === 'segmentation'
        ? zoneDetails(found.entity as SegmentationData, shape)
        : annotationDetails(found.entity as AnnotationData, shape, this.plan.tags);
    this.details.replaceChildren(
      el(
        'dl',
        {},
        list.flatMap(([k, v]) => [el('dt', { textContent: k }), el('dd', { textContent: v })]),
      ),
    );
  }
}

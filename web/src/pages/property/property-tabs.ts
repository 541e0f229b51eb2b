import { Eye, Hammer, Images, Info, type LucideIcon, Map as MapIcon, Receipt, Settings } from 'lucide-react';
import { propertyListPath, type SidePanelBuilder, tabLinks } from '../../layout/side-panel-nav.ts';

const PROPERTY_TAB_IDS = [
  'view3d',
  'build3d',
  'details',
  'media',
  'floorplan',
  'settings',
  'receipts',
] as const;
export type PropertyTabId = (typeof PROPERTY_TAB_IDS)[number];

/** Labels of spec §2, used in the side panel and in 'Manage Property - {label}'. */
export const PROPERTY_TABS: Record<PropertyTabId, { label: string; icon: LucideIcon }> = {
  view3d: { label: 'View 3D Tour', icon: Eye },
  build3d: { label: 'Build 3D Tour', icon: Hammer },
  details: { label: 'Details', icon: Info },
  media: { label: 'Media', icon: Images },
  floorplan: { label: 'Floorplan', icon: MapIcon },
  settings: { label: 'Settings', icon: Settings },
  receipts: { label: 'Receipts', icon: Receipt },
};

export function isPropertyTab(value: string | undefined): value is PropertyTabId {
  return (PROPERTY_TAB_IDS as readonly string[]).includes(value ?? '');
}

export function propertyPath(propertyId: string, tab: PropertyTabId): string {
  return `/property/${propertyId}/${tab}`;
}

export const propertySidePanel: SidePanelBuilder = ({ params, pathname }) => {
  const propertyId = params.propertyId ?? '';
  const link = tabLinks(PROPERTY_TABS, (tab) => propertyPath(propertyId, tab), pathname);
  return {
    entries: [
      { label: '3D Tour', items: [link('view3d'), link('build3d')] },
      link('details'),
      link('media'),
      link('floorplan'),
      link('settings'),
      link('receipts'),
    ],
    back: { label: 'Property List', to: propertyListPath },
  };
};

import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { propertyLabel } from '../../lib/format.ts';
import { PropertyReceiptsTab } from '../receipts/ReceiptsPage.tsx';
import { useProperty } from './PropertyPage.tsx';
import { isPropertyTab, PROPERTY_TABS, type PropertyTabId } from './property-tabs.ts';
import { Build3dTab } from './tabs/Build3dTab.tsx';
import { DetailsTab } from './tabs/DetailsTab.tsx';
import { MediaTab } from './tabs/MediaTab.tsx';
import { FloorplanTab } from './tabs/PlaceholderTabs.tsx';
import { SettingsTab } from './tabs/SettingsTab.tsx';
import { View3dTab } from './tabs/View3dTab.tsx';

const tabContent: Record<PropertyTabId, () => ReactNode> = {
  view3d: () => <View3dTab />,
  build3d: () => <Build3dTab />,
  details: () => <DetailsTab />,
  media: () => <MediaTab />,
  floorplan: () => <FloorplanTab />,
  settings: () => <SettingsTab />,
  receipts: () => <PropertyReceiptsTab />,
};

/** /property/{id}/{tab}: the heading 'Manage Property - {label}' and the tab's content. */
export function PropertyTabPage({ tab: fixedTab }: { tab?: PropertyTabId }) {
  const params = useParams();
  const tab = fixedTab ?? params.tab;
  const property = useProperty();
  if (!isPropertyTab(tab)) return <NotFoundView />;
  const title = `Manage Property - ${PROPERTY_TABS[tab].label}`;
  return (
    <>
      <PageHeader title={title} subtitle={propertyLabel(property)} />
      {tabContent[tab]()}
    </>
  );
}

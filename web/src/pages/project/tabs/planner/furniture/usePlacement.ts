/**
 * The placement side of the planner page (venue-planner §4 Placement): `startPlacement(asset)` is what
 * the asset library's cards call (onPlace); it switches to Planning mode and asks the viewer for a
 * ghost of the model. The viewer's placement events are written to the planning module (one element
 * per placed model), and the stored elements are pushed back to the viewer (setPlacedItems) with the
 * rest of the plan.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ViewerCommand, ViewerEvent } from '#protocol/index.ts';
import type { Asset } from '#shared/asset-catalogue.ts';
import type { VenueBridge } from '../../../../../venue-data/venue-bridge.ts';
import { useAssetCatalogue } from '../library/useAssetCatalogue.ts';
import type { PlannerMode } from '../planner-model.ts';
import { elementFromPlacedItem } from './planning-elements.ts';

const placingText = (asset: Asset) => `Placing ${asset.name}. Click to place, R to rotate, Esc to finish`;

export function usePlacement(options: {
  bridge: VenueBridge | null;
  send: (command: ViewerCommand) => void;
  changeMode: (mode: PlannerMode) => void;
  setMessage: (message: string) => void;
  /** Gives the viewer the keyboard while placing, so that R and Esc reach the ghost. */
  focusViewer: () => void;
  /** A model was placed (the library's Recent list, newest first). */
  onPlaced?: (assetId: string) => void;
}) {
  const { bridge, send, changeMode, setMessage, focusViewer, onPlaced } = options;
  const catalogue = useAssetCatalogue();
  const byId = useMemo(() => new Map((catalogue.data ?? []).map((a) => [a.id, a])), [catalogue.data]);
  const pending = useRef<Asset | null>(null);
  // True from a new placement until its model is drawable: only then does the status say 'Placing …',
  // and a 'loaded' that comes after the first click must not write over 'Placed …'.
  const awaitingModel = useRef(false);

  const startPlacement = useCallback(
    (asset: Asset) => {
      pending.current = asset;
      changeMode('planning');
      send({
        type: 'startPlacementWithModel',
        modelUrl: asset.url,
        assetId: asset.id,
        scale: asset.defaultScale,
        anchor: asset.anchor === 'center' ? 'center' : 'floor',
      });
      awaitingModel.current = true;
      setMessage(`Loading ${asset.name}…`);
      focusViewer();
    },
    [changeMode, send, setMessage, focusViewer],
  );

  // Esc on the page (the keyboard left the viewer) ends placing too.
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && pending.current) send({ type: 'cancelGhostPlacement' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [send]);

  /** Handles the viewer's placement events; false for any other event. */
  const handleEvent = (event: ViewerEvent): boolean => {
    switch (event.type) {
      case 'modelLoadStatus': {
        const name = byId.get(event.assetId ?? '')?.name ?? 'the model';
        if (event.status === 'loading') setMessage(`Loading ${name}…`);
        if (event.status === 'loaded' && pending.current && awaitingModel.current)
          setMessage(placingText(pending.current));
        if (event.status !== 'loading') awaitingModel.current = false;
        if (event.status === 'error') setMessage(`Failed to load ${name}`);
        return true;
      }
      case 'placementCommitted': {
        const asset = byId.get(event.assetId ?? '');
        awaitingModel.current = false;
        setMessage(`Placed ${asset?.name ?? 'a model'}`);
        if (event.assetId) onPlaced?.(event.assetId);
        return true;
      }
      case 'placementCancelled':
        pending.current = null;
        awaitingModel.current = false;
        setMessage('Placement finished');
        return true;
      case 'placedItemSaved': {
        if (!bridge) return true;
        const { item } = event;
        const existing = bridge.getPlanningElements().find((e) => e.id === item.id);
        const element = elementFromPlacedItem(item, byId.get(item.modelId), existing);
        void bridge
          .savePlanningElement(element)
          .catch((error: Error) => console.error('Failed to save model', error));
        return true;
      }
      case 'placedItemsChanged': {
        if (!bridge) return true;
        const stored = new Map(bridge.getPlanningElements().map((e) => [e.id, e]));
        const saved = event.saved.map((item) =>
          elementFromPlacedItem(item, byId.get(item.modelId), stored.get(item.id)),
        );
        void bridge
          .writePlanningElements(saved, event.deleted)
          .catch((error: Error) => console.error('Failed to save models', error));
        return true;
      }
      case 'placedItemDeleted':
        if (bridge?.getPlanningElements().some((e) => e.id === event.instanceId))
          void bridge
            .deletePlanningElement(event.instanceId)
            .catch((error: Error) => console.error('Failed to delete model', error));
        return true;
      default:
        return false;
    }
  };

  return { catalogue, startPlacement, handleEvent };
}

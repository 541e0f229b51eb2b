/**
 * The planner's annotation list state: read from the scene's venue data by the reload rules of spec §4
 * (annotation-list-loader.ts), again whenever the annotations module changes (an edit here, a drawing
 * in the viewer, data from the cloud), and on `refresh` (viewer events, the Refresh button — which also
 * asks the cloud first).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Annotation } from '#venue/documents.ts';
import type { VenueBridge } from '../../../../venue-data/venue-bridge.ts';
import type { VenueStore } from '../../../../venue-data/venue-store.ts';
import { AnnotationListLoader, type AnnotationListState } from './annotation-list-loader.ts';

export function useAnnotationList(bridge: VenueBridge | null, store: VenueStore | null) {
  const [state, setState] = useState<AnnotationListState<Annotation>>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const loader = useRef<AnnotationListLoader<Annotation> | null>(null);

  useEffect(() => {
    if (!bridge || !store) return;
    const current = new AnnotationListLoader(() => bridge.getAnnotations(), setState);
    loader.current = current;
    current.start();
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ module?: string } | undefined>).detail;
      if (!detail?.module || detail.module === 'annotations') void current.refresh();
    };
    store.events.addEventListener('change', onChange);
    return () => {
      store.events.removeEventListener('change', onChange);
      current.dispose();
      loader.current = null;
    };
  }, [bridge, store]);

  const refresh = useCallback(() => void loader.current?.refresh(), []);

  /** The Refresh button: the cloud's copy first (a failure is only logged, spec §8), then a read. */
  const refreshFromCloud = useCallback(async () => {
    if (!bridge) return;
    setRefreshing(true);
    try {
      await bridge.syncModule('annotations');
    } catch (error) {
      console.error('Failed to sync annotations', error);
    }
    await loader.current?.refresh();
    setRefreshing(false);
  }, [bridge]);

  return { state, refresh, refreshFromCloud, refreshing };
}

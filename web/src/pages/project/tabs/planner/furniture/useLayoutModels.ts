/** Keeps the viewer's layout models (setLayoutModels) in step with the catalogue and the seat last placed. */
import { useEffect } from 'react';
import type { Asset } from '#shared/asset-catalogue.ts';
import { useLibraryLists } from '../library/library-prefs.ts';
import type { PlannerController } from '../session/planner-controller.ts';
import { layoutModelsFrom } from './layout-models.ts';

export function useLayoutModels(
  assets: readonly Asset[] | undefined,
  username: string,
  controller: PlannerController,
) {
  const { lists } = useLibraryLists(username);
  const models = assets ? JSON.stringify(layoutModelsFrom(assets, lists.recent)) : null;
  useEffect(() => {
    if (models) controller.setLayoutModels(JSON.parse(models));
  }, [models, controller]);
}

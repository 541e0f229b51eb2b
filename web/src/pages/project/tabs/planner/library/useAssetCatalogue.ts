/**
 * The asset list load (spec venue-planner.md §4, §7, §8): a GET of the built-in static catalogue,
 * normalised by the shared rules; loading, error (shown with Retry) or loaded. Kept for the session:
 * the catalogue is a static file.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchAssetCatalogue } from '#shared/asset-catalogue.ts';

/** Where the site serves the built-in catalogue (infra/assets/catalogue-paths.ts). */
const CATALOGUE_URL = '/catalogue/catalogue.json';

export function useAssetCatalogue() {
  return useQuery({
    queryKey: ['asset-catalogue', CATALOGUE_URL],
    queryFn: () => fetchAssetCatalogue(CATALOGUE_URL),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

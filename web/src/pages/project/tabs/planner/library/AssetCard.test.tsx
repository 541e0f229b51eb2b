// @vitest-environment happy-dom
/** A library card shows the catalogue's own picture, the price as everywhere else, and its placements. */
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Asset, normaliseAsset } from '#shared/asset-catalogue.ts';
import { AssetCard } from './AssetCard.tsx';
import { DEFAULT_ASSET_LIBRARY_SETTINGS } from './asset-library-settings.ts';

const chair = normaliseAsset({
  id: 'chiavari-chair-gold',
  name: 'Chiavari Chair Gold',
  url: '/catalogue/models/chiavari-chair-gold.glb',
  thumbnail: '/catalogue/thumbnails/chiavari-chair-gold.png',
  category: 'Seating',
  vendor: 'Grand Event Rentals',
  price: 7.5,
}) as Asset;

function renderCard(asset: Asset, placed = 0) {
  const handlers = { onToggleFavorite: vi.fn(), onPreview: vi.fn(), onPlace: vi.fn() };
  const view = render(
    <AssetCard
      asset={asset}
      settings={DEFAULT_ASSET_LIBRARY_SETTINGS}
      favorite={false}
      placed={placed}
      {...handlers}
    />,
  );
  return { ...handlers, card: screen.getByRole('article', { name: asset.name }), view };
}

afterEach(cleanup);

describe('asset card', () => {
  it("shows the catalogue's thumbnail of the model, not the generic icon", () => {
    const { card } = renderCard(chair);
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      '/catalogue/thumbnails/chiavari-chair-gold.png',
    );
    expect(screen.queryByTestId('generic-model-icon')).toBeNull();
  });

  it('shows the generic icon for a model without a picture (auto-generate off)', () => {
    const { id, name, url, category, tags, units, defaultScale, anchor } = chair;
    renderCard({ id, name, url, category, tags, units, defaultScale, anchor });
    expect(screen.getByTestId('generic-model-icon')).toBeTruthy();
  });

  it('writes the price as the details and the summary do: $7.50, not $8', () => {
    const { card } = renderCard(chair);
    expect(card.textContent).toContain('$7.50');
  });

  it('says how often the model is placed in the plan, and nothing while it is not', () => {
    const { card, view } = renderCard(chair, 0);
    expect(card.textContent).not.toContain('Placed');
    view.rerender(
      <AssetCard
        asset={chair}
        settings={DEFAULT_ASSET_LIBRARY_SETTINGS}
        favorite={false}
        placed={3}
        onToggleFavorite={() => {}}
        onPreview={() => {}}
        onPlace={() => {}}
      />,
    );
    expect(card.textContent).toContain('Placed 3×');
  });

  it('previews from its picture and places from Place', () => {
    const { onPreview, onPlace } = renderCard(chair);
    fireEvent.click(screen.getByRole('button', { name: 'Preview Chiavari Chair Gold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Chiavari Chair Gold' }));
    expect(onPreview).toHaveBeenCalledOnce();
    expect(onPlace).toHaveBeenCalledOnce();
  });
});

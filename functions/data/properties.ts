/** Property records of one owner (spec product.md §3). */
import { randomUUID } from 'node:crypto';
import type { AddressInput } from '#shared/schemas.ts';
import type { DataContext } from './context.ts';
import type { Property } from './models.ts';
import { ownedRecordStore } from './owned-records.ts';
import { keys } from './table.ts';

// A property's build tasks go with it; their outputs live under its prefix ({env}/{username}/{id}/splats/).
export const properties = ownedRecordStore<Property>(keys.propertyPrefix, {
  childPrefixes: (propertyId) => [keys.propertyTasksPrefix(propertyId)],
});

export function createProperty(ctx: DataContext, username: string, address: AddressInput) {
  const now = new Date().toISOString();
  const propertyId = randomUUID();
  return properties.create(ctx, propertyId, {
    propertyId,
    username,
    ...address,
    venueName: address.venueName ?? '',
    about: '',
    thumbnail: '',
    buildStatus: '',
    createdAt: now,
    updatedAt: now,
  });
}

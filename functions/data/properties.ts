/** Property records of one owner (spec product.md §3). */
import { randomUUID } from 'node:crypto';
import type { AddressInput } from '../schemas.ts';
import type { DataContext } from './context.ts';
import type { Property } from './models.ts';
import { ownedRecordStore } from './owned-records.ts';
import { keys } from './table.ts';

export const properties = ownedRecordStore<Property>(keys.propertyPrefix);

export function createProperty(ctx: DataContext, username: string, address: AddressInput) {
  const now = new Date().toISOString();
  const propertyId = randomUUID();
  return properties.create(ctx, propertyId, {
    propertyId,
    username,
    ...address,
    about: '',
    thumbnail: '',
    buildStatus: '',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Ownership of stored keys. A key sent by a client is trusted only after it parses as one of the
 * caller's own layouts: this environment, the caller's username (from the verified token), a property
 * or project the caller owns, and an object that exists. Anything else answers exactly as a missing
 * file does, so a caller learns nothing about other users' files.
 */

import { type ParsedKey, parseStorageKey } from '#shared/keys.ts';
import { idSchema } from '#shared/schemas.ts';
import { fileKeySchema } from '#shared/upload-rules.ts';
import { badRequest, notFound } from '../app-error.ts';
import type { DataContext } from '../data/context.ts';
import type { Project, Property } from '../data/models.ts';
import { projects } from '../data/projects.ts';
import { properties } from '../data/properties.ts';
import { headObject } from './s3-objects.ts';

export type OwnedKey =
  | { key: string; parsed: ParsedKey; type: 'property'; property: Property; size: number }
  | { key: string; parsed: ParsedKey; type: 'project'; project: Project; size: number };

export async function ownedProject(ctx: DataContext, username: string, projectId: string) {
  return (await projects.get(ctx, username, projectId)) ?? notFound('Project');
}

export async function ownedProperty(ctx: DataContext, username: string, propertyId: string) {
  return (await properties.get(ctx, username, propertyId)) ?? notFound('Property');
}

export async function resolveOwnedKey(ctx: DataContext, username: string, key: string): Promise<OwnedKey> {
  if (!fileKeySchema.safeParse(key).success) badRequest('File key is not valid');
  const parsed = parseStorageKey(key);
  if (!parsed) return badRequest('File key is not valid');
  const mine =
    parsed.layout === 'current' &&
    parsed.env === ctx.envPrefix &&
    parsed.username === username &&
    idSchema.safeParse(parsed.recordId).success;
  if (!mine || !parsed.recordId) return notFound();

  let owner: { type: 'property'; property: Property } | { type: 'project'; project: Project } | null = null;
  if (parsed.kind === 'media') {
    const property = await properties.get(ctx, username, parsed.recordId);
    if (property) owner = { type: 'property', property };
  } else if (parsed.kind === 'user-upload' || parsed.kind === 'splat-build') {
    const project = await projects.get(ctx, username, parsed.recordId);
    if (project) owner = { type: 'project', project };
  }
  if (!owner) return notFound();
  const head = await headObject(ctx, key);
  if (!head) return notFound();
  return { key, parsed, size: head.size, ...owner };
}

/**
 * Storage paths of a venue scene's files (spec venue-planner.md §3), on top of the one key layout
 * in functions/shared/keys.ts: uploads, processed modules (optionally per event), and conversion of
 * the older `user/` and `venues/` layouts to today's.
 */
import {
  currentUploadKey,
  type ParsedKey,
  parseStorageKey,
  processedModuleKey,
  projectFileKey,
} from '#shared/keys.ts';
import type { ModuleName } from '#venue/documents.ts';

export interface SceneIdentity {
  env: string;
  username: string;
  /** The venue is the project. */
  projectId: string;
  sceneId: string;
}

export function uploadKey(scene: SceneIdentity, fileName: string): string {
  return projectFileKey(scene.env, scene.username, scene.projectId, scene.sceneId, fileName);
}

export function sceneModuleKey(scene: SceneIdentity, module: ModuleName, eventId?: string): string {
  return processedModuleKey(scene.env, scene.username, scene.projectId, scene.sceneId, module, eventId);
}

export function parsePath(input: string): ParsedKey | null {
  return parseStorageKey(input);
}

/** The key in today's layout for an upload or a processed module found under any layout; null otherwise. */
export function toCurrentLayout(input: string, env: string): string | null {
  const parsed = parseStorageKey(input);
  if (!parsed) return null;
  if (parsed.kind === 'user-upload') return currentUploadKey(parsed, env);
  if (
    parsed.kind === 'processed' &&
    parsed.username &&
    parsed.recordId &&
    parsed.sceneId &&
    parsed.moduleType
  ) {
    return processedModuleKey(
      env,
      parsed.username,
      parsed.recordId,
      parsed.sceneId,
      parsed.moduleType,
      parsed.eventId,
    );
  }
  return null;
}

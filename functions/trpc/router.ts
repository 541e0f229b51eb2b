/**
 * The typed API (spec product.md §7): one router per domain under routers/ (its inputs in the
 * domain's `<domain>.schema.ts` beside it), merged here at the root so that each procedure's path is
 * the spec's flat `/trpc/<name>`. The web app imports only the
 * `AppRouter` type from here.
 *
 * Inputs may carry a `username` (the spec's client sends one); it is accepted and ignored: every
 * procedure acts for the caller in the verified token. Another user's record answers NOT_FOUND,
 * exactly as a missing one does.
 */
import type { ProcedureTypes } from './http-handler.ts';
import { createCallerFactory, router } from './init.ts';
import { buildsProcedures } from './routers/builds.ts';
import { commentsProcedures } from './routers/comments.ts';
import { driveProcedures } from './routers/drive.ts';
import { filesProcedures } from './routers/files.ts';
import { membersProcedures } from './routers/members.ts';
import { projectsProcedures } from './routers/projects.ts';
import { propertiesProcedures } from './routers/properties.ts';
import { receiptsProcedures } from './routers/receipts.ts';
import { usersProcedures } from './routers/users.ts';
import { venueProcedures } from './routers/venue.ts';

export const appRouter = router({
  ...usersProcedures,
  ...propertiesProcedures,
  ...projectsProcedures,
  ...membersProcedures,
  ...commentsProcedures,
  ...filesProcedures,
  ...venueProcedures,
  ...receiptsProcedures,
  ...buildsProcedures,
  ...driveProcedures,
});

export type AppRouter = typeof appRouter;

/**
 * Each procedure's type, for the HTTP endpoint's own handler (http-handler.ts), which must know it
 * before a batch runs and which tRPC does not tell through its public API. The compiler checks it
 * against the router: a new procedure must be added here, with its right type.
 */
export const appProcedureTypes: ProcedureTypes<AppRouter> = {
  getUserData: 'query',
  deleteAccount: 'mutation',
  listProperties: 'query',
  getProperty: 'query',
  createProperty: 'mutation',
  updateProperty: 'mutation',
  updatePropertyAbout: 'mutation',
  deleteProperty: 'mutation',
  listProjects: 'query',
  getProject: 'query',
  createProject: 'mutation',
  updateProjectAbout: 'mutation',
  deleteProject: 'mutation',
  listProjectMembers: 'query',
  inviteProjectMember: 'mutation',
  changeProjectMemberRole: 'mutation',
  removeProjectMember: 'mutation',
  leaveProject: 'mutation',
  listCommentThreads: 'query',
  startCommentThread: 'mutation',
  replyToCommentThread: 'mutation',
  setCommentThreadResolved: 'mutation',
  getProjectFileUploadUrl: 'mutation',
  getUploadUrl: 'mutation',
  listUserProjectFiles: 'query',
  getFileUrl: 'query',
  listMediaFiles: 'query',
  deleteMediaFile: 'mutation',
  setAsThumbnail: 'mutation',
  publishFile: 'mutation',
  unpublishFile: 'mutation',
  getPublication: 'query',
  listPublicationVisits: 'query',
  publishTour: 'mutation',
  getTourPublication: 'query',
  getVenueSceneDataModuleFileUploadUrl: 'mutation',
  listVenueSceneDataModules: 'query',
  getVenueSceneDataModuleFileUrl: 'query',
  getAssetThumbnailUploadUrl: 'mutation',
  getAssetThumbnailUrl: 'query',
  getFeatureFlags: 'query',
  getAnnotationImageUploadUrls: 'mutation',
  getAnnotationImageUrls: 'query',
  deleteAnnotationImage: 'mutation',
  listReceipts: 'query',
  listPropertyReceipts: 'query',
  listProjectReceipts: 'query',
  getBuildTaskState: 'query',
  createNewTask: 'mutation',
  getCloudDriveStatus: 'query',
  listStoreFiles: 'query',
};

/** Calls procedures in-process with a context from createContext (context.ts): no HTTP, same rules. */
export const createCaller = createCallerFactory(appRouter);

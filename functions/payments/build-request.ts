/**
 * The build parameters a purchase carries (spec product.md §3 Payment request, §5 build task rules):
 * at least one source file, each with trimmed non-empty id and name, a known store and an mp4/mov
 * type, and a property id that is a UUID. The same rules validate createNewTask.
 */
import * as z from 'zod';

const SOURCE_STORES = ['google-drive', 'local-disk'] as const;
const SOURCE_FILE_TYPES = ['mp4', 'mov'] as const;

const nonEmpty = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(1024);

export const sourceFileSchema = z.object({
  source: nonEmpty('Source'),
  sourceName: nonEmpty('Source name'),
  sourceStore: z.enum(SOURCE_STORES, { message: 'Source store must be google-drive or local-disk' }),
  sourceFileType: z.enum(SOURCE_FILE_TYPES, { message: 'Only mp4 and mov videos can be used for a build' }),
});
export type SourceFile = z.infer<typeof sourceFileSchema>;

/** The spec's parallel arrays, turned into source files once their lengths agree. */
export const buildTaskParamsSchema = z
  .object({
    username: z.string().max(128).optional(),
    propertyId: z.uuid('Empty property id'),
    sourceFileIds: z.array(z.string()).min(1, 'No video files selected').max(20, 'Select at most 20 videos'),
    sourceFileNames: z.array(z.string()).max(20),
    sourceFileStores: z.array(z.string()).max(20),
    sourceFileTypes: z.array(z.string()).max(20),
  })
  .transform((params, ctx) => {
    const n = params.sourceFileIds.length;
    if (
      [params.sourceFileNames, params.sourceFileStores, params.sourceFileTypes].some((a) => a.length !== n)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'Every selected file needs an id, a name, a store and a type',
      });
      return z.NEVER;
    }
    const files = z.array(sourceFileSchema).safeParse(
      params.sourceFileIds.map((source, i) => ({
        source,
        sourceName: params.sourceFileNames[i],
        sourceStore: params.sourceFileStores[i],
        sourceFileType: params.sourceFileTypes[i],
      })),
    );
    if (!files.success) {
      for (const issue of files.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { propertyId: params.propertyId, sourceFiles: files.data };
  });
export type BuildRequest = z.output<typeof buildTaskParamsSchema>;

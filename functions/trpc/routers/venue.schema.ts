/**
 * Inputs of the venue procedures (venue.ts). The module and annotation-image schemas live beside the
 * code that signs their URLs (venue/module-urls.ts, venue/annotation-images.ts); this adds the rule
 * that is the procedure's own.
 */
import { moduleUploadSchema } from '../../venue/module-urls.ts';

export const moduleUploadUrlInput = moduleUploadSchema.refine(
  (v) => !(v.ifMatch && v.ifNoneMatch),
  'Use If-Match or If-None-Match, not both',
);

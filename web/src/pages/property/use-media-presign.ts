/**
 * How a property's media uploads (the Media tab's photos and videos, the build's walkthrough videos)
 * get their presigned PUT: one getUploadUrl per file, in the shape the upload panel takes.
 */
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../api/trpc.ts';

/** `fallbackType` stands in for a file the browser gives no type. */
export function useMediaPresign(propertyId: string, fallbackType = '') {
  const trpc = useTRPC();
  const presign = useMutation(trpc.getUploadUrl.mutationOptions());
  return async (file: File) => {
    const ticket = await presign.mutateAsync({
      propertyId,
      fileName: file.name,
      fileType: file.type || fallbackType,
      fileSize: file.size,
    });
    return { url: ticket.body, contentType: ticket.contentType };
  };
}

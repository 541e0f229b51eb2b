/**
 * An annotation's images in the planner's properties panel (spec venue-planner.md §2, §5, §9), shown
 * only where the deployment turns the feature on: add (file picker or drop; wrong format or over
 * 10 MB is said, logged and skipped), a gallery of thumbnails, a lightbox (Esc closes, left/right
 * arrows move) and deletion after 'Delete this image from the annotation?'.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ImageOff, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useState } from 'react';
import {
  ANNOTATION_IMAGE_EXTENSIONS,
  annotationImageProblem,
  DELETE_IMAGE_CONFIRM,
} from '#shared/annotation-images.ts';
import type { Annotation, AnnotationImage } from '#venue/documents.ts';
import { annotationImages } from '#venue/entity-rules.ts';
import { createApiClient, useTRPC } from '../../../../api/trpc.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/Dialog.tsx';
import type { AnnotationChange } from '../../../../venue-data/venue-bridge.ts';
import { type AnnotationImageScope, uploadAnnotationImage } from './annotation-image-upload.ts';

const IMAGE_UNAVAILABLE = 'image unavailable';
const ACCEPT = ANNOTATION_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

type Links = Record<string, { url?: string; thumbnailUrl?: string }>;

function Thumb(p: { src: string | undefined; alt: string; className: string }) {
  const [broken, setBroken] = useState(false);
  if (!p.src || broken)
    return (
      <span className={`${p.className} flex flex-col items-center justify-center bg-zinc-100 text-zinc-500`}>
        <ImageOff className="size-5" aria-hidden />
        <span className="text-[11px]">{IMAGE_UNAVAILABLE}</span>
      </span>
    );
  return <img src={p.src} alt={p.alt} className={p.className} onError={() => setBroken(true)} />;
}

function Lightbox(p: {
  images: AnnotationImage[];
  links: Links;
  index: number;
  onIndex(i: number | null): void;
}) {
  const { images, index, onIndex } = p;
  const image = images[index];
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % images.length);
      else if (event.key === 'ArrowLeft') onIndex((index - 1 + images.length) % images.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, images.length, onIndex]);
  if (!image) return null;
  const title = image.title || 'Image';
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onIndex(null))}>
      <DialogContent title={title} className="max-w-3xl">
        <figure className="mt-3 flex flex-col items-center gap-2">
          <Thumb
            key={image.id}
            src={p.links[image.id ?? '']?.url}
            alt={title}
            className="max-h-[65vh] w-full rounded-md object-contain"
          />
          <figcaption className="flex w-full items-center justify-between text-sm text-zinc-600">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Previous image"
              onClick={() => onIndex((index - 1 + images.length) % images.length)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <span>
              {index + 1} of {images.length}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Next image"
              onClick={() => onIndex((index + 1) % images.length)}
            >
              <ChevronRight aria-hidden />
            </Button>
          </figcaption>
        </figure>
      </DialogContent>
    </Dialog>
  );
}

export function AnnotationImages(p: {
  annotation: Annotation;
  scope: AnnotationImageScope;
  onSave(id: string, change: AnnotationChange[]): Promise<unknown>;
}) {
  const annotationId = p.annotation.id ?? '';
  const trpc = useTRPC();
  const [api] = useState(createApiClient);
  const [images, setImages] = useState<AnnotationImage[]>(() => annotationImages(p.annotation));
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AnnotationImage | null>(null);
  const [removing, setRemoving] = useState(false);
  const [dragging, setDragging] = useState(false);
  const ref = { projectId: p.scope.projectId, sceneId: p.scope.sceneId, annotationId };
  const links = useQuery({ ...trpc.getAnnotationImageUrls.queryOptions(ref), enabled: images.length > 0 });

  const save = async (next: AnnotationImage[]) => {
    setImages(next);
    await p.onSave(annotationId, [{ images: next }]);
    await links.refetch();
  };

  const add = async (files: File[]) => {
    const refused: string[] = [];
    const accepted = files.filter((file) => {
      const problem = annotationImageProblem(file);
      if (problem) {
        console.warn(`Skipped ${file.name}: ${problem}`);
        refused.push(`${file.name}: ${problem}`);
      }
      return !problem;
    });
    setBusy(true);
    let next = images;
    try {
      for (const file of accepted) {
        try {
          next = [...next, await uploadAnnotationImage(api, p.scope, annotationId, file, next.length)];
        } catch (error) {
          console.warn(`Could not add ${file.name}`, error);
          refused.push(`${file.name}: ${error instanceof Error ? error.message : 'upload failed'}`);
        }
      }
      setProblems(refused);
      if (next !== images) await save(next);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (image: AnnotationImage) => {
    setRemoving(true);
    try {
      await api.deleteAnnotationImage.mutate({ ...ref, imageId: image.id ?? '' });
      await save(images.filter((i) => i.id !== image.id).map((i, order) => ({ ...i, order })));
      setDeleting(null);
    } catch (error) {
      console.warn(`Could not delete ${image.title ?? 'the image'}`, error);
      setProblems([`${image.title ?? 'Image'}: could not be deleted`]);
      setDeleting(null);
    } finally {
      setRemoving(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <section aria-label="Images" className="flex flex-col gap-2">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-zinc-500">Images</h4>
      {images.length > 0 ? (
        <ul aria-label="Image gallery" className="grid grid-cols-2 gap-2">
          {images.map((image, index) => (
            <li key={image.id} className="group relative">
              <button
                type="button"
                aria-label={`Open ${image.title || 'image'}`}
                onClick={() => setOpen(index)}
                className="block w-full overflow-hidden rounded-md border border-zinc-200"
              >
                <Thumb
                  src={links.data?.[image.id ?? '']?.thumbnailUrl}
                  alt={image.title || 'Annotation image'}
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
              <button
                type="button"
                aria-label={`Delete ${image.title || 'image'}`}
                onClick={() => setDeleting(image)}
                className="absolute top-1 right-1 rounded bg-white/90 p-1 text-zinc-600 shadow hover:text-red-600"
              >
                <Trash2 className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-1 rounded-md border border-dashed p-3 text-center text-xs text-zinc-600 ${
          dragging ? 'border-indigo-500 bg-indigo-50' : 'border-zinc-300'
        }`}
      >
        <ImagePlus className="size-4" aria-hidden />
        {busy ? 'Uploading…' : 'Add images (drop or choose; JPG, PNG or WebP up to 10 MB)'}
        <input
          type="file"
          aria-label="Add images"
          accept={ACCEPT}
          multiple
          disabled={busy}
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void add(files);
          }}
        />
      </label>
      {problems.length > 0 ? (
        <ul role="alert" className="flex flex-col gap-1 text-xs text-red-600">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Lightbox images={images} links={links.data ?? {}} index={open} onIndex={setOpen} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete image"
        description={DELETE_IMAGE_CONFIRM}
        pending={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}

/** The images section where the deployment has annotation images on (an environment flag, default off). */
export function AnnotationImagesIfOn(p: Parameters<typeof AnnotationImages>[0]) {
  const trpc = useTRPC();
  const flags = useQuery({ ...trpc.getFeatureFlags.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  return flags.data?.annotationImages ? <AnnotationImages {...p} /> : null;
}

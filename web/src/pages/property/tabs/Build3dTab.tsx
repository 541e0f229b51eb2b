/**
 * The Build 3D Tour wizard (spec §2): /build3d, /build3d/step1 (the video dialog) and
 * /build3d/step1/{google-drive|local-disk}. Step 2 — the purchase — appears once every selected file
 * has an id, a name, a source and a type, and hands the selection to /purchase.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, FileVideo, HardDrive, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  loadPurchaseSelection,
  type PurchaseSelection,
  savePurchaseSelection,
} from '../../../api/payments-client.ts';
import { notifyError } from '../../../components/toast.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SectionCard } from '../../../components/ui/Card.tsx';
import { DialogCornerClose } from '../../../components/ui/Dialog.tsx';
import { SegmentedControl } from '../../../components/ui/SegmentedControl.tsx';
import { DrivePicker } from '../build/DrivePicker.tsx';
import { RunningBuildNotice, useRunningBuild } from '../build/RunningBuildNotice.tsx';
import { VideoPicker } from '../build/VideoPicker.tsx';
import { useProperty } from '../PropertyPage.tsx';
import { propertyPath } from '../property-tabs.ts';

type Storage = 'google-drive' | 'local-disk';
const complete = (file: PurchaseSelection['files'][number]) =>
  Boolean(file.id && file.name && file.source && file.type);

export function Build3dTab() {
  const property = useProperty();
  const navigate = useNavigate();
  const { storage, step } = useParams();
  const base = propertyPath(property.propertyId, 'build3d');
  const saved = loadPurchaseSelection();
  const [files, setFiles] = useState<PurchaseSelection['files']>(
    saved?.propertyId === property.propertyId ? saved.files : [],
  );
  const dialogOpen = step === 'step1';
  const chosenStorage: Storage | undefined =
    storage === 'google-drive' || storage === 'local-disk' ? storage : undefined;
  const ready = files.length > 0 && files.every(complete);
  const { running } = useRunningBuild(property.propertyId);

  const select = (picked: PurchaseSelection['files']) => {
    setFiles(picked);
    savePurchaseSelection({ propertyId: property.propertyId, files: picked });
    navigate(base);
  };

  const purchase = () => {
    if (!property.propertyId) return notifyError('Empty property id', 'Please refresh webpage');
    if (!ready) return notifyError('No video files selected');
    savePurchaseSelection({ propertyId: property.propertyId, files });
    navigate('/purchase');
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex justify-end">
        <Link
          to={propertyPath(property.propertyId, 'view3d')}
          aria-label="Close the wizard"
          className="rounded-md p-1 text-zinc-500 hover:bg-zinc-100"
        >
          <X className="size-5" aria-hidden />
        </Link>
      </div>
      <SectionCard
        title="Step 1 · Choose videos"
        description="Walk slowly through the space; mp4 and mov videos work."
      >
        {files.length > 0 ? (
          <ul aria-label="Selected videos" className="mb-4 space-y-1 text-sm">
            {files.map((file) => (
              <li key={file.id} className="flex items-center gap-2">
                <FileVideo className="size-4 text-zinc-400" aria-hidden />
                {file.name}
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          variant={files.length > 0 ? 'secondary' : 'primary'}
          // Reopen where the current selection came from.
          onClick={() =>
            navigate(`${base}/step1/${files[0]?.source === 'google-drive' ? 'google-drive' : 'local-disk'}`)
          }
        >
          <HardDrive className="size-4" aria-hidden /> {files.length > 0 ? 'Change videos' : 'Choose videos'}
        </Button>
      </SectionCard>
      {running ? <RunningBuildNotice propertyId={property.propertyId} createdAt={running.createdAt} /> : null}
      {ready && !running ? (
        <SectionCard
          title="Step 2 · Purchase"
          description="Pay for the build; it starts as soon as the payment is confirmed."
        >
          <p className="mb-4 flex items-center gap-2 text-sm text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden /> {files.length}{' '}
            {files.length === 1 ? 'video' : 'videos'} ready
          </p>
          <Button onClick={purchase}>Continue to purchase</Button>
        </SectionCard>
      ) : null}

      <Dialog.Root open={dialogOpen} onOpenChange={(open) => (open ? null : navigate(base))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/40" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-xl border border-zinc-200 bg-white p-6 shadow-xl"
          >
            <Dialog.Title className="text-lg font-semibold text-zinc-900">Select videos</Dialog.Title>
            <div className="mt-4">
              <SegmentedControl
                label="Storage"
                value={chosenStorage ?? 'local-disk'}
                options={[
                  { value: 'google-drive', label: 'Google Drive' },
                  { value: 'local-disk', label: 'Local Disk' },
                ]}
                onChange={(next) => navigate(`${base}/step1/${next}`)}
              />
            </div>
            <div className="mt-4">
              {chosenStorage === 'google-drive' ? (
                <DrivePicker
                  propertyId={property.propertyId}
                  initial={files}
                  onSelect={select}
                  onUseLocalDisk={() => navigate(`${base}/step1/local-disk`)}
                />
              ) : (
                <VideoPicker propertyId={property.propertyId} initial={files} onSelect={select} />
              )}
            </div>
            <DialogCornerClose />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

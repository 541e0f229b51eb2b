/**
 * Step 1's video dialog body for Google Drive: says so when the server has no Google client (and
 * points to Local Disk), offers 'Authorise Google Drive' (Google's consent in a new tab; the server
 * keeps the token) until the user has authorised it, then the folder browser.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, HardDrive } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PurchaseSelection } from '../../../api/payments-client.ts';
import { useTRPC } from '../../../api/trpc.ts';
import { ErrorState, LoadingState } from '../../../components/StatePanels.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DriveFolderBrowser } from './DriveFolderBrowser.tsx';

/** While the consent tab is open, look for the new authorisation this often. */
const WAITING_POLL_MS = 2000;

export function DrivePicker({
  propertyId,
  initial,
  onSelect,
  onUseLocalDisk,
}: {
  propertyId: string;
  initial: PurchaseSelection['files'];
  onSelect: (files: PurchaseSelection['files']) => void;
  onUseLocalDisk: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [waiting, setWaiting] = useState(false);
  const [expired, setExpired] = useState(false);
  const statusOptions = trpc.getCloudDriveStatus.queryOptions(
    { cloudDriveType: 'google-drive', propertyId },
    // The consent link's state expires after 15 minutes: keep a fresh one.
    { refetchInterval: waiting ? WAITING_POLL_MS : 5 * 60_000 },
  );
  const status = useQuery(statusOptions);
  const authorisedNow = status.data?.authorised === true;
  useEffect(() => {
    if (!authorisedNow) return;
    setWaiting(false);
    setExpired(false);
  }, [authorisedNow]);

  const onUnauthorised = useCallback(() => {
    setExpired(true);
    void queryClient.invalidateQueries({ queryKey: statusOptions.queryKey });
  }, [queryClient, statusOptions.queryKey]);

  if (status.isPending) return <LoadingState label="Checking Google Drive…" />;
  if (status.isError) {
    return <ErrorState title="Error fetching data from cloud drive" onRetry={() => void status.refetch()} />;
  }
  const { configured, authorised, authUrl } = status.data;

  if (!configured) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-800">
        <p>Google Drive is not configured on this server. Use Local Disk to upload your videos.</p>
        <Button variant="secondary" size="sm" onClick={onUseLocalDisk}>
          <HardDrive aria-hidden /> Use Local Disk
        </Button>
      </div>
    );
  }

  if (!authorised) {
    const failed = searchParams.get('drive_error');
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-zinc-200 px-4 py-4 text-sm">
        {expired ? (
          <p role="alert" className="text-amber-800">
            Your Google Drive authorisation has expired or was revoked. Authorise Google Drive again.
          </p>
        ) : failed ? (
          <p role="alert" className="text-amber-800">
            Google Drive was not authorised. Try again.
          </p>
        ) : null}
        <p className="text-zinc-600">
          Let Atrium read your Google Drive to pick walkthrough videos. Google asks for your consent in a new
          tab; Atrium only ever reads your files.
        </p>
        <Button
          disabled={!authUrl}
          onClick={() => {
            if (!authUrl) return;
            // A tab of its own (with this tab's session), back to this step once Google is done.
            window.open(authUrl, '_blank');
            setWaiting(true);
          }}
        >
          <ExternalLink aria-hidden /> Authorise Google Drive
        </Button>
        {waiting ? <p className="text-zinc-500">Waiting for Google's consent in the other tab…</p> : null}
      </div>
    );
  }

  return <DriveFolderBrowser initial={initial} onSelect={onSelect} onUnauthorised={onUnauthorised} />;
}

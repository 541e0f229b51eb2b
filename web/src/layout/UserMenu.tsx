import { CreditCard, LogOut, Receipt, RefreshCw, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useSignOut } from '../auth/useSignOut.ts';
import { Avatar } from '../components/ui/Avatar.tsx';
import { Badge } from '../components/ui/Badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/DropdownMenu.tsx';
import { Skeleton } from '../components/ui/Skeleton.tsx';

function ProfileCard() {
  const user = useCurrentUser();
  if (user.isPending) {
    return (
      <div role="status" aria-label="Loading profile" className="flex items-center gap-3 p-2.5">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-24 rounded-md" />
          <Skeleton className="h-3 w-36 rounded-md" />
        </div>
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="p-2.5">
        <p className="text-sm font-medium text-zinc-900">Could not load your profile</p>
        <p className="mt-0.5 text-xs text-zinc-500">{user.error.message}</p>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 p-2.5">
      <Avatar name={user.data.username} src={user.data.picture || undefined} className="size-12" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-zinc-900">{user.data.username}</p>
        <p className="truncate text-sm text-zinc-500">{user.data.email}</p>
        <div className="mt-1.5 flex gap-1.5">
          <Badge>FREE TIER</Badge>
          <Badge>3 YRS</Badge>
        </div>
      </div>
    </div>
  );
}

/** The avatar button of the header and its profile card menu (spec §1). */
export function UserMenu() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useCurrentUser();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        {user.isPending ? (
          <Skeleton className="size-9 rounded-full" />
        ) : (
          <Avatar name={user.data?.username ?? '?'} src={user.data?.picture || undefined} />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <ProfileCard />
        <DropdownMenuSeparator />
        {user.isError ? (
          <DropdownMenuItem onSelect={() => void user.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </DropdownMenuItem>
        ) : null}
        {/* Billing and Settings: the spec leaves their targets open; Billing is a placeholder page for now. */}
        <DropdownMenuItem onSelect={() => navigate('/billing')}>
          <CreditCard aria-hidden />
          Billing
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/receipts')}>
          <Receipt aria-hidden />
          Receipts
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

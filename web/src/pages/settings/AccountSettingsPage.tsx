/**
 * Account settings (the profile menu's Settings entry): the account's details and its danger zone,
 * where the user deletes the account by typing their username. Deleting ends the session and goes
 * to '/', which without a session shows the login page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import { clearToken } from '../../auth/session.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { ConfirmDeletion } from '../../components/ConfirmDeletion.tsx';
import { DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { runAction } from '../../components/run-action.ts';
import { SectionCard } from '../../components/ui/Card.tsx';

export function AccountSettingsPage() {
  const user = useCurrentUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleteAccount = useMutation(trpc.deleteAccount.mutationOptions());

  const remove = (username: string) =>
    runAction(
      () => deleteAccount.mutateAsync({ confirmation: username }),
      { success: 'Account deleted', failure: 'Account deletion failed!' },
      () => {
        clearToken();
        navigate('/', { replace: true });
        // After leaving, so that no mounted query refetches the deleted account.
        queryClient.clear();
      },
    );

  return (
    <>
      <PageHeader title="Account Settings" subtitle="Your profile and your account." />
      <QueryGate query={user} noun="account">
        {(profile) => (
          <div className="flex max-w-3xl flex-col gap-6">
            <SectionCard title="Profile" description="The name and e-mail address you signed up with.">
              <DetailList
                items={[
                  ['Username', profile.username],
                  ['E-mail', profile.email],
                ]}
              />
            </SectionCard>
            <ConfirmDeletion
              noun="account"
              expected={profile.username}
              matches={(typed) => typed.trim() === profile.username}
              onConfirm={() => remove(profile.username)}
              consequence="It erases your properties, projects, files and publications, and cannot be undone. Receipts are kept for accounting, without your name."
            />
          </div>
        )}
      </QueryGate>
    </>
  );
}

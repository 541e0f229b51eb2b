/**
 * The project's members dialog (issue #28), opened by 'Share' on the project page. The owner invites
 * people by username or e-mail with a role, changes roles and removes members; a member sees who is
 * in the project and can leave it. The server checks every one of these again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { MEMBER_ROLES, type MemberRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from '#shared/roles.ts';
import { errorMessage } from '../../../api/errors.ts';
import { useTRPC } from '../../../api/trpc.ts';
import type { ProjectRecord } from '../../../api/types.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { runAction } from '../../../components/run-action.ts';
import { ErrorState, LoadingState } from '../../../components/StatePanels.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/Dialog.tsx';
import { FormField } from '../../../components/ui/FormField.tsx';
import { Input } from '../../../components/ui/Input.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { projectListPath } from '../../../layout/side-panel-nav.ts';

const ROLE_OPTIONS = MEMBER_ROLES.map((role) => ROLE_LABELS[role]);
const roleOfLabel = (label: string) => MEMBER_ROLES.find((role) => ROLE_LABELS[role] === label) ?? 'viewer';

export function ShareDialog({ project }: { project: ProjectRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Users aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent
          title={`Share “${project.name}”`}
          description="Members see the project, its files and its plan. Editors can change them; Commenters can comment."
          className="max-w-lg"
        >
          <MembersPanel project={project} onLeft={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MembersPanel({ project, onLeft }: { project: ProjectRecord; onLeft: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { projectId } = project;
  const isOwner = project.role === 'owner';
  const members = useQuery(trpc.listProjectMembers.queryOptions({ projectId }));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.listProjectMembers.queryKey({ projectId }) });
  const changeRole = useMutation(trpc.changeProjectMemberRole.mutationOptions());
  const remove = useMutation(trpc.removeProjectMember.mutationOptions());
  const [removing, setRemoving] = useState<string | null>(null);

  if (members.isPending) return <LoadingState label="Loading members…" />;
  if (members.isError)
    return <ErrorState title="Could not load the members" message={errorMessage(members.error)} />;
  const { owner, members: list } = members.data;

  return (
    <div className="flex flex-col gap-5">
      {isOwner ? <InviteForm projectId={projectId} onInvited={refresh} /> : null}
      <ul
        aria-label="Members"
        className="flex flex-col divide-y divide-zinc-100 rounded-lg border border-zinc-200"
      >
        <li className="flex items-center justify-between gap-3 px-3 py-2.5">
          <PersonName name={owner} />
          <span className="text-sm text-zinc-500">Owner</span>
        </li>
        {list.map((member) => (
          <li key={member.username} className="flex items-center justify-between gap-3 px-3 py-2.5">
            <PersonName name={member.username} email={isOwner ? member.email : undefined} />
            {isOwner ? (
              <div className="flex items-center gap-2">
                <div className="w-36">
                  <Select
                    id={`role-${member.username}`}
                    aria-describedby={undefined}
                    value={ROLE_LABELS[member.role]}
                    options={ROLE_OPTIONS}
                    disabled={changeRole.isPending}
                    onValueChange={(label) =>
                      void runAction(
                        () =>
                          changeRole.mutateAsync({
                            projectId,
                            member: member.username,
                            role: roleOfLabel(label),
                          }),
                        {
                          success: `${member.username} is now ${label}`,
                          failure: 'Could not change the role',
                        },
                        refresh,
                      )
                    }
                  />
                </div>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(member.username)}>
                  Remove
                </Button>
              </div>
            ) : (
              <span className="text-sm text-zinc-500">{ROLE_LABELS[member.role]}</span>
            )}
          </li>
        ))}
      </ul>
      {list.length === 0 ? (
        <p className="text-sm text-zinc-500">Nobody else is in this project yet.</p>
      ) : null}
      {isOwner ? null : <LeaveProject project={project} onLeft={onLeft} />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove member"
        description={`Remove ${removing} from “${project.name}”? They lose access at once.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          void runAction(
            () => remove.mutateAsync({ projectId, member: removing ?? '' }),
            { success: `${removing} was removed`, failure: 'Could not remove the member' },
            async () => {
              setRemoving(null);
              await refresh();
            },
          )
        }
      />
    </div>
  );
}

function PersonName({ name, email }: { name: string; email?: string | undefined }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-medium text-zinc-900">{name}</p>
      {email ? <p className="truncate text-xs text-zinc-500">{email}</p> : null}
    </div>
  );
}

/** The owner's invitation: an existing account by username or e-mail, and the role it gets. */
function InviteForm({ projectId, onInvited }: { projectId: string; onInvited: () => unknown }) {
  const trpc = useTRPC();
  const invite = useMutation(trpc.inviteProjectMember.mutationOptions());
  const [who, setWho] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = who.trim();
    if (!name) return setError('Enter a username or an e-mail address');
    setError(undefined);
    try {
      await invite.mutateAsync({ projectId, who: name, role });
      setWho('');
      await onInvited();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <div className="grid grid-cols-[1fr_9rem] gap-2">
        <FormField label="Invite by username or e-mail" error={error}>
          {(control) => (
            <Input
              {...control}
              value={who}
              autoComplete="off"
              placeholder="name or name@example.com"
              onChange={(event) => setWho(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Role">
          {(control) => (
            <Select
              id={control.id}
              aria-describedby={control['aria-describedby']}
              value={ROLE_LABELS[role]}
              options={ROLE_OPTIONS}
              onValueChange={(label) => setRole(roleOfLabel(label))}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-zinc-500">{ROLE_DESCRIPTIONS[role]}.</p>
        <Button type="submit" loading={invite.isPending}>
          <UserPlus aria-hidden />
          Invite
        </Button>
      </div>
    </form>
  );
}

/** A member leaves the project: it goes from their list, and the owner can invite them again. */
function LeaveProject({ project, onLeft }: { project: ProjectRecord; onLeft: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = useMutation(trpc.leaveProject.mutationOptions());
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex justify-end">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Leave project
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Leave project"
        description={`Leave “${project.name}”? You will need a new invitation to open it again.`}
        confirmLabel="Leave"
        pending={leave.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void runAction(
            () => leave.mutateAsync({ projectId: project.projectId }),
            { success: `You left “${project.name}”`, failure: 'Could not leave the project' },
            async () => {
              setConfirming(false);
              onLeft();
              await queryClient.invalidateQueries({ queryKey: trpc.listProjects.queryKey() });
              await navigate(projectListPath);
            },
          )
        }
      />
    </div>
  );
}

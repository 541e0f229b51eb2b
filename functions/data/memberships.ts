/**
 * Members of a project (issue #28). Each membership is two items written together in one
 * transaction: the owner's (`USER#{owner}` / `MEMBER#{projectId}#{member}`), which the members dialog
 * lists, and the member's (`USER#{member}` / `SHARED#{projectId}`), which says whose project it is
 * and is what every call of the member reads, so a change of role or a removal counts on the very
 * next call. A removed member's own item stays, marked removed, so that they are told why.
 * Both carry the member's Cognito `sub`: a username taken again by a new account is not a member.
 */
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MemberRole } from '#shared/roles.ts';
import type { DataContext } from './context.ts';
import { getRecord, queryAll, withoutKeys } from './items.ts';
import { keys } from './table.ts';

/** The owner's item: one member of the project. */
export interface Member {
  projectId: string;
  username: string;
  email: string;
  role: MemberRole;
  sub: string;
  addedAt: string;
  updatedAt: string;
}

/** The member's item: a project shared with them, or one they were removed from. */
export interface SharedProject {
  projectId: string;
  owner: string;
  role: MemberRole;
  sub: string;
  status: 'active' | 'removed';
  updatedAt: string;
}

const memberKey = (owner: string, projectId: string, member: string) => ({
  PK: keys.user(owner),
  SK: keys.member(projectId, member),
});
const sharedKey = (member: string, projectId: string) => ({
  PK: keys.user(member),
  SK: keys.shared(projectId),
});

export function getSharedProject(ctx: DataContext, member: string, projectId: string) {
  return getRecord<SharedProject>(ctx, sharedKey(member, projectId));
}

export async function listMembers(ctx: DataContext, owner: string, projectId: string): Promise<Member[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(owner), ':sk': keys.memberPrefix(projectId) },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys<Member>(item)).sort((a, b) => a.addedAt.localeCompare(b.addedAt));
}

/** The projects shared with a member that they may still open. */
export async function listSharedProjects(ctx: DataContext, member: string): Promise<SharedProject[]> {
  const items = await queryAll(ctx.ddb, {
    TableName: ctx.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': keys.user(member), ':sk': keys.sharedPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys<SharedProject>(item)).filter((item) => item.status === 'active');
}

/**
 * Adds a member; answers false when they are a member already (a removed member may be added again).
 * The owner's project must still exist, checked in the same transaction.
 */
export async function addMember(
  ctx: DataContext,
  owner: string,
  member: Omit<Member, 'addedAt' | 'updatedAt'>,
): Promise<boolean> {
  const now = new Date().toISOString();
  const shared: SharedProject = {
    projectId: member.projectId,
    owner,
    role: member.role,
    sub: member.sub,
    status: 'active',
    updatedAt: now,
  };
  return transacted(ctx, [
    {
      ConditionCheck: {
        TableName: ctx.tableName,
        Key: { PK: keys.user(owner), SK: keys.project(member.projectId) },
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    {
      Put: {
        TableName: ctx.tableName,
        Item: {
          ...memberKey(owner, member.projectId, member.username),
          ...member,
          addedAt: now,
          updatedAt: now,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: { TableName: ctx.tableName, Item: { ...sharedKey(member.username, member.projectId), ...shared } },
    },
  ]);
}

/** Changes a member's role on both items; answers false when they are not a member. */
export function setMemberRole(
  ctx: DataContext,
  owner: string,
  projectId: string,
  member: string,
  role: MemberRole,
): Promise<boolean> {
  const update = (Key: { PK: string; SK: string }) => ({
    Update: {
      TableName: ctx.tableName,
      Key,
      UpdateExpression: 'SET #role = :role, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role, ':now': new Date().toISOString() },
    },
  });
  return transacted(ctx, [update(memberKey(owner, projectId, member)), update(sharedKey(member, projectId))]);
}

/**
 * Ends a membership. `removed`: the owner removed them, and their item stays, marked, so that their
 * next call says why; otherwise (they left, or the project is gone) both items go.
 */
export function endMembership(
  ctx: DataContext,
  owner: string,
  projectId: string,
  member: string,
  { removed }: { removed: boolean },
): Promise<boolean> {
  const memberSide = removed
    ? {
        Update: {
          TableName: ctx.tableName,
          Key: sharedKey(member, projectId),
          UpdateExpression: 'SET #status = :removed, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':removed': 'removed', ':now': new Date().toISOString() },
        },
      }
    : { Delete: { TableName: ctx.tableName, Key: sharedKey(member, projectId) } };
  return transacted(ctx, [
    {
      Delete: {
        TableName: ctx.tableName,
        Key: memberKey(owner, projectId, member),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    memberSide,
  ]);
}

/** Removes every membership of a project (it is being deleted); safe to repeat. */
export async function removeAllMembers(ctx: DataContext, owner: string, projectId: string): Promise<void> {
  for (const member of await listMembers(ctx, owner, projectId)) {
    await endMembership(ctx, owner, projectId, member.username, { removed: false });
  }
}

/**
 * The other side of an account's memberships, for its erasure: the owners' items of the projects
 * shared with it, and the members' items of its own projects. The account's own items go with its
 * partition.
 */
export async function removeOtherSides(ctx: DataContext, items: Record<string, unknown>[]): Promise<void> {
  for (const item of items) {
    const sk = String(item.SK);
    if (sk.startsWith(keys.sharedPrefix)) {
      const shared = withoutKeys<SharedProject>(item);
      await deleteItem(
        ctx,
        memberKey(shared.owner, shared.projectId, String(item.PK).slice(keys.user('').length)),
      );
    } else if (sk.startsWith(keys.membersPrefix)) {
      const member = withoutKeys<Member>(item);
      await deleteItem(ctx, sharedKey(member.username, member.projectId));
    }
  }
}

/** Drops a member's own item of a project they were removed from. */
export function forgetSharedProject(ctx: DataContext, member: string, projectId: string) {
  return deleteItem(ctx, sharedKey(member, projectId));
}

function deleteItem(ctx: DataContext, Key: { PK: string; SK: string }) {
  return ctx.ddb.send(new DeleteCommand({ TableName: ctx.tableName, Key }));
}

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** Runs a transaction; false when one of its conditions refused it. */
async function transacted(ctx: DataContext, TransactItems: TransactItems): Promise<boolean> {
  try {
    await ctx.ddb.send(new TransactWriteCommand({ TransactItems }));
    return true;
  } catch (error) {
    if ((error as Error | undefined)?.name === 'TransactionCanceledException') return false;
    throw error;
  }
}

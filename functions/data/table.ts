/**
 * The one description of the single DynamoDB table: every key the code writes is built by `keys`
 * below, and the key schema is used by the local starter (DynamoDB Local) and the CDK stack alike.
 * docs/architecture.md ("Table layout") shows the same list.
 *
 * Items (PK / SK):
 *   USER#{username} / PROFILE                       the user's profile, bound to the Cognito sub
 *   USER#{username} / PROPERTY#{propertyId}         a property
 *   USER#{username} / PROJECT#{projectId}           a project
 *   USER#{owner} / MEMBER#{projectId}#{member}   a member of the owner's project, with their role
 *   USER#{member} / SHARED#{projectId}           the member's side: whose project, which role (or removed)
 *   USER#{owner} / THREAD#{projectId}#{threadId} a comment thread of the project, its messages inside
 *   USER#{username} / PUBLICATION#{id}              a published scene file (GSI1: PUBLICATION#{id} twice)
 *   USER#{username} / VISIT#{id}#{visitor}          opens of a publication's personal link by one name
 *   USER#{username} / ORDER#{orderId}               a purchase, pending until its payment is confirmed
 *   USER#{username} / RECEIPT#{createdAt}#{id}      a receipt of a confirmed payment
 *   USER#{username} / TASK#{propertyId}#{createdAt} a build task (the newest: a backwards Query)
 *   USER#{username} / OAUTHSTATE#{nonce}            a Google OAuth state already used (replay guard)
 *   PAYMENT_EVENT#{eventId} / EVENT                 a payment event already processed (idempotency)
 *   TEST_CHECKOUT#{sessionId} / SESSION             a local test-mode checkout session (local stack only)
 *   DELETED_ACCOUNT#{accountId} / RECEIPT#…         a deleted account's receipt, anonymised (accounting)
 * GSI1 (GSI1PK / GSI1SK): publications by id alone; profiles by e-mail (EMAIL#{email} / PROFILE).
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export const keys = {
  user: (username: string) => `USER#${username}`,
  profile: () => 'PROFILE',
  property: (propertyId: string) => `PROPERTY#${propertyId}`,
  project: (projectId: string) => `PROJECT#${projectId}`,
  propertyPrefix: 'PROPERTY#',
  projectPrefix: 'PROJECT#',
  /** A project's members sort under the project in the owner's partition. */
  member: (projectId: string, member: string) => `MEMBER#${projectId}#${member}`,
  memberPrefix: (projectId: string) => `MEMBER#${projectId}#`,
  membersPrefix: 'MEMBER#',
  /** The member's own item of a project shared with them: found from the project id alone. */
  shared: (projectId: string) => `SHARED#${projectId}`,
  sharedPrefix: 'SHARED#',
  /** A comment thread sorts under its project in the owner's partition and goes with it. */
  thread: (projectId: string, threadId: string) => `THREAD#${projectId}#${threadId}`,
  threadPrefix: (projectId: string) => `THREAD#${projectId}#`,
  /** GSI1PK of a profile: an invitation by e-mail finds the account. */
  profileEmailIndex: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
  publication: (publicationId: string) => `PUBLICATION#${publicationId}`,
  publicationPrefix: 'PUBLICATION#',
  /** GSI1PK and GSI1SK of a publication: found by its id alone. */
  publicationIndex: (publicationId: string) => `PUBLICATION#${publicationId}`,
  /** Opens of a publication's personal link ('Public URL for User') by one name; removed with it. */
  visit: (publicationId: string, visitor: string) => `VISIT#${publicationId}#${visitor}`,
  visitPrefix: (publicationId: string) => `VISIT#${publicationId}#`,
  order: (orderId: string) => `ORDER#${orderId}`,
  /** Receipts sort by time: the newest first is a backwards Query. */
  receipt: (createdAt: string, receiptId: string) => `RECEIPT#${createdAt}#${receiptId}`,
  receiptPrefix: 'RECEIPT#',
  /** A processed payment event: its existence makes a replayed delivery a no-op. */
  paymentEvent: (eventId: string) => `PAYMENT_EVENT#${eventId}`,
  /**
   * A local test-mode checkout session, found by its id (the page's capability). It names its buyer,
   * so account erasure removes it through the order that points at it.
   */
  testCheckout: (sessionId: string) => ({ PK: `TEST_CHECKOUT#${sessionId}`, SK: 'SESSION' }),
  /** Build tasks sort by property, then time: a property's newest task is a backwards Query. */
  task: (propertyId: string, createdAt: string) => `TASK#${propertyId}#${createdAt}`,
  taskPrefix: 'TASK#',
  propertyTasksPrefix: (propertyId: string) => `TASK#${propertyId}#`,
  /** A Google OAuth state's nonce once used: its existence refuses a replay. */
  oauthState: (nonce: string) => `OAUTHSTATE#${nonce}`,
  /** Receipts of a deleted account, kept for accounting under an opaque id instead of the username. */
  deletedAccount: (accountId: string) => `DELETED_ACCOUNT#${accountId}`,
} as const;

export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'GSI1SK', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'GSI1',
        KeySchema: [
          { AttributeName: 'GSI1PK', KeyType: 'HASH' },
          { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}

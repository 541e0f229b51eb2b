/**
 * The single DynamoDB table: its key schema lives here and is used by the local starter (to create
 * the table in DynamoDB Local) and by the CDK stack, so both always agree.
 *
 * Items (PK / SK):
 *   USER#{username} / PROFILE                 the user's profile
 *   USER#{username} / PROPERTY#{propertyId}   a property
 *   USER#{username} / PROJECT#{projectId}     a project
 *   USER#{username} / PUBLICATION#{id}        a published scene file (GSI1: PUBLICATION#{id})
 *   USER#{username} / ORDER#{orderId}         a purchase, pending until its payment is confirmed
 *   USER#{username} / RECEIPT#{createdAt}#{id} a receipt of a confirmed payment
 *   PAYMENT_EVENT#{eventId} / EVENT           a payment event already processed (idempotency)
 *   DELETED_ACCOUNT#{accountId} / RECEIPT#…   a deleted account's receipt, anonymised (accounting)
 * GSI1 (GSI1PK / GSI1SK) is reserved for look-ups by id that later features need.
 */
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export const keys = {
  user: (username: string) => `USER#${username}`,
  profile: () => 'PROFILE',
  property: (propertyId: string) => `PROPERTY#${propertyId}`,
  project: (projectId: string) => `PROJECT#${projectId}`,
  propertyPrefix: 'PROPERTY#',
  projectPrefix: 'PROJECT#',
  publication: (publicationId: string) => `PUBLICATION#${publicationId}`,
  publicationPrefix: 'PUBLICATION#',
  /** GSI1PK and GSI1SK of a publication: found by its id alone. */
  publicationIndex: (publicationId: string) => `PUBLICATION#${publicationId}`,
  order: (orderId: string) => `ORDER#${orderId}`,
  /** Receipts sort by time: the newest first is a backwards Query. */
  receipt: (createdAt: string, receiptId: string) => `RECEIPT#${createdAt}#${receiptId}`,
  receiptPrefix: 'RECEIPT#',
  /** A processed payment event: its existence makes a replayed delivery a no-op. */
  paymentEvent: (eventId: string) => `PAYMENT_EVENT#${eventId}`,
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

/**
 * Data: the single DynamoDB table, its keys and GSIs taken from functions/data/table.ts, and the live
 * channel's connections registry (functions/live/connections.ts), short-lived items dropped by TTL.
 */

import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  type Attribute,
  AttributeType,
  BillingMode,
  type ProjectionType,
  Table,
} from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableDefinition } from '#functions/data/table.ts';
import { LIVE_TTL_ATTRIBUTE, liveTableDefinition } from '#functions/live/connections.ts';
import type { StageConfig } from '../stage.ts';

/** The local starter's CreateTable input, read as CDK attributes so both always agree. */
function tableShape(definition: CreateTableCommandInput) {
  const typeOf = (name: string) => {
    const type = definition.AttributeDefinitions?.find((a) => a.AttributeName === name)?.AttributeType;
    if (type === 'S') return AttributeType.STRING;
    if (type === 'N') return AttributeType.NUMBER;
    if (type === 'B') return AttributeType.BINARY;
    throw new Error(`${definition.TableName}: attribute ${name} has no type`);
  };
  const keysOf = (schema: { AttributeName?: string; KeyType?: string }[] | undefined) => {
    const key = (kind: string): Attribute | undefined => {
      const name = schema?.find((k) => k.KeyType === kind)?.AttributeName;
      return name ? { name, type: typeOf(name) } : undefined;
    };
    const partitionKey = key('HASH');
    if (!partitionKey) throw new Error(`${definition.TableName}: a key schema has no HASH key`);
    return { partitionKey, sortKey: key('RANGE') };
  };
  return {
    ...keysOf(definition.KeySchema),
    indexes: (definition.GlobalSecondaryIndexes ?? []).map((index) => ({
      indexName: index.IndexName ?? '',
      ...keysOf(index.KeySchema),
      projectionType: (index.Projection?.ProjectionType ?? 'ALL') as ProjectionType,
      nonKeyAttributes: index.Projection?.NonKeyAttributes,
    })),
  };
}

export class DataStack extends Stack {
  readonly table: Table;
  /** The live channel's connections registry. */
  readonly liveTable: Table;
  /** Names of the table's GSIs, for grants scoped to exactly them. */
  readonly indexNames: string[];

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    const shape = tableShape(tableDefinition('table.ts'));
    this.table = new Table(this, 'Table', {
      tableName: `atrium-${config.stage}`,
      partitionKey: shape.partitionKey,
      sortKey: shape.sortKey,
      billingMode: BillingMode.PAY_PER_REQUEST,
      // Short-lived records (used OAuth states) carry `expiresAt` in epoch seconds; DynamoDB drops them.
      timeToLiveAttribute: 'expiresAt',
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.protectData,
      removalPolicy: config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of shape.indexes) this.table.addGlobalSecondaryIndex(index);
    this.indexNames = shape.indexes.map((index) => index.indexName);

    // Open connections only: nothing to keep across a `cdk destroy`, and each item expires by itself.
    const live = tableShape(liveTableDefinition('connections.ts'));
    this.liveTable = new Table(this, 'LiveConnections', {
      tableName: `atrium-${config.stage}-live`,
      partitionKey: live.partitionKey,
      sortKey: live.sortKey,
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: LIVE_TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
  }
}

/** Data: the single DynamoDB table, its keys and GSIs taken from functions/data/table.ts. */
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
import type { StageConfig } from '../stage.ts';

/** The local starter's CreateTable input, read as CDK attributes so both always agree. */
function tableShape() {
  const definition = tableDefinition('unused');
  const typeOf = (name: string) => {
    const type = definition.AttributeDefinitions?.find((a) => a.AttributeName === name)?.AttributeType;
    if (type === 'S') return AttributeType.STRING;
    if (type === 'N') return AttributeType.NUMBER;
    if (type === 'B') return AttributeType.BINARY;
    throw new Error(`table.ts: attribute ${name} has no type`);
  };
  const keysOf = (schema: { AttributeName?: string; KeyType?: string }[] | undefined) => {
    const key = (kind: string): Attribute | undefined => {
      const name = schema?.find((k) => k.KeyType === kind)?.AttributeName;
      return name ? { name, type: typeOf(name) } : undefined;
    };
    const partitionKey = key('HASH');
    if (!partitionKey) throw new Error('table.ts: a key schema has no HASH key');
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
  /** Names of the table's GSIs, for grants scoped to exactly them. */
  readonly indexNames: string[];

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    const shape = tableShape();
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
  }
}

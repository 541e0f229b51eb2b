/** Strips DynamoDB key attributes from an item so that only the record's own fields leave the server. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, GSI1PK: _g1pk, GSI1SK: _g1sk, ...record } = item;
  return record as T;
}

/** Queries every item of a partition whose sort key starts with prefix, following pagination. */
export type Page = { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> };
export async function collectPages(fetchPage: (startKey?: Record<string, unknown>) => Promise<Page>) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await fetchPage(startKey);
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Whether a write was refused by its ConditionExpression (the expected outcome of a guarded write). */
export function isConditionFailure(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

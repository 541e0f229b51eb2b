import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#app-router';

type RouterOutputs = inferRouterOutputs<AppRouter>;

export type PropertyRecord = RouterOutputs['getProperty'];
export type ProjectRecord = RouterOutputs['getProject'];
/** A stored file as the listings return it (Key, originalKey, Size, LastModified, ContentType, …). */
export type StoredFile = RouterOutputs['listUserProjectFiles']['body']['Contents'][number];
/** A receipt as the receipt listings return it (uniqueId, orderId, productName, amount, …). */
export type ReceiptRecord = RouterOutputs['listReceipts']['data'][number];

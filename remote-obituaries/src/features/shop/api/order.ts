import { apiClient } from '@keepsake/shared/api-client';
import type { CheckoutBody, Order, PendingOrder } from '@keepsake/shared/contract/obituary';
import { apiPaths } from '@keepsake/shared/rules';
import { queryOptions } from '@keepsake/shared/query';

// GET /api/web/obituaries/{id}/shop/orders/{orderId}
export const orderQuery = (obituaryId: number, orderId: string) =>
  queryOptions({
    queryKey: ['obituaries', obituaryId, 'shop', 'orders', orderId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<Order>(apiPaths.order(obituaryId, orderId), { signal }),
  });

export const isPlaced = (order: Order | PendingOrder): order is Order => order.payment.status === 'APPROVED';

// POST /api/web/obituaries/{id}/shop/orders: the order, or (202) the payment still waiting for the bank.
// The same Idempotency-Key for the whole attempt: a double click or a retry never charges twice.
export const placeOrder = (obituaryId: number, body: CheckoutBody, idempotencyKey: string) =>
  apiClient.post<Order | PendingOrder>(apiPaths.orders(obituaryId), { body, idempotencyKey, labels: { 402: 'Payment Declined' } });

// POST …/orders/{orderId}/confirm: after the bank's step (3-D Secure), the order as the provider's answer makes it.
export const confirmOrder = (obituaryId: number, orderId: string) =>
  apiClient.post<Order | PendingOrder>(`${apiPaths.order(obituaryId, orderId)}/confirm`, { labels: { 402: 'Payment Declined' } });

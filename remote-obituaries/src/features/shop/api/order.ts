import { apiClient } from '@keepsake/shared/api-client';
import type { CheckoutBody, Order } from '@keepsake/shared/contract';
import { queryClient } from '@keepsake/shared/query';
import { apiPaths } from '@keepsake/shared/rules';

// GET /api/web/obituaries/{id}/shop/orders/{orderId}
export const orderQuery = (obituaryId: number, orderId: string) => ({
  queryKey: ['obituaries', obituaryId, 'shop', 'orders', orderId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.get<Order>(apiPaths.order(obituaryId, orderId), { signal }),
});

// POST /api/web/obituaries/{id}/shop/orders
export async function placeOrder(obituaryId: number, body: CheckoutBody): Promise<Order> {
  const order = await apiClient.post<Order>(apiPaths.orders(obituaryId), { body, labels: { 402: 'Payment Declined' } });
  // The thanks page shows it without asking again.
  queryClient.setQueryData(orderQuery(obituaryId, order.id).queryKey, order);
  return order;
}

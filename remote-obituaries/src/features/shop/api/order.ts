import { apiClient } from '@keepsake/shared/api-client';
import type { CheckoutBody, Order } from '@keepsake/shared/contract';
import { primeResource, resource } from '../../data/resource';

const orderKey = (obituaryId: number, orderId: string) => `obituary/${obituaryId}/shop/orders/${orderId}`;

export function getOrder(obituaryId: number, orderId: string): Promise<Order> {
  return resource(orderKey(obituaryId, orderId), () =>
    apiClient.get<Order>(`/api/web/obituaries/${obituaryId}/shop/orders/${orderId}`),
  );
}

export async function placeOrder(obituaryId: number, body: CheckoutBody): Promise<Order> {
  const order = await apiClient.post<Order>(`/api/web/obituaries/${obituaryId}/shop/orders`, { body, labels: { 402: 'Payment Declined' } });
  // The thanks page shows it without asking again.
  primeResource(orderKey(obituaryId, order.id), order);
  return order;
}

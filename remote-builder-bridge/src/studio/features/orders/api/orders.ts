import { apiClient } from '@keepsake/shared/api-client';
import {
  staffOrderListSchema,
  staffOrderSchema,
  type OrderRefundBody,
  type OrderStatusBody,
  type StaffOrder,
  type StaffOrderList,
  type StaffOrderQuery,
} from '@keepsake/shared/contract/obituary';
import { dataRoots, queryOptions } from '@keepsake/shared/query';

export const orderKeys = { all: dataRoots.staffOrders, list: (status: string) => [...dataRoots.staffOrders, status] as const };

// GET /api/staff/orders?status=…: the home's paid shop orders, newest first.
export const ordersQuery = (status: NonNullable<StaffOrderQuery['status']>) =>
  queryOptions({
    queryKey: orderKeys.list(status),
    queryFn: ({ signal }) => apiClient.get<StaffOrderList>(`/api/staff/orders?status=${status}`, { schema: staffOrderListSchema, signal }),
  });

export const setOrderStatus = (orderId: string, body: OrderStatusBody) =>
  apiClient.post<StaffOrder>(`/api/staff/orders/${orderId}/status`, { body, schema: staffOrderSchema });

export const refundOrder = (orderId: string, body: OrderRefundBody) =>
  apiClient.post<StaffOrder>(`/api/staff/orders/${orderId}/refund`, { body, schema: staffOrderSchema });

import { z } from 'zod';

// The one paging shape (@keepsake/shared/rules `Page`), as schemas.
export const listPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    hasNext: z.boolean(),
  });

export const countedListPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  listPageSchema(item).extend({ total: z.number().int().min(0), totalPages: z.number().int().min(0) });

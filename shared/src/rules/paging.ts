// One paging shape for every list the API sends. `hasNext` rather than a count: counting every match is what
// makes a search slow at scale, and a page only needs to know whether another follows.
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  hasNext: boolean;
}

// A list short enough to count (the blog), for numbered page links.
export interface CountedPage<T> extends Page<T> {
  total: number;
  totalPages: number;
}

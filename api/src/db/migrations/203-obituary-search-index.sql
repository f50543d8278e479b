-- The name search index is read on every search and written only when an obituary is added or renamed.
-- GIN's fast-update pending list suits the opposite: until a vacuum flushes it, every search scans it
-- linearly (measured: a no-match search on 100,000 obituaries took 100+ ms on PGlite, which never
-- autovacuums). Writing straight into the index keeps searches on the index alone.
ALTER INDEX obituary_name_search_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('obituary_name_search_idx'::regclass);

// The rule lives in the shared contract: the studio's publish summary names the same redirects (issue 40.3).
export { redirectsOwed, type OwedRedirects } from '@keepsake/shared/contract';

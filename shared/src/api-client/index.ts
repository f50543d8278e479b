export { apiClient } from './api-client';
export {
  createApiClient,
  type ApiClient,
  type ApiClientConfig,
  type HttpMethod,
  type RequestOptions,
} from './create-api-client';
export { ApiError, type ApiErrorInit } from './api-error';
export { DEFAULT_STATUS_LABELS } from './status-labels';
export { flattenQuery, type QueryObject, type QueryValue } from './flatten-query';
export { buildUrl, versionPath, type Paging } from './build-url';

export { apiClient } from './api-client';
export { type ApiClient, type RequestOptions } from './create-api-client';
export { ApiError } from './api-error';
export { signInWithEmail } from './sign-in';

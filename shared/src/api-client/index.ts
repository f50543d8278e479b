export { apiClient } from './api-client';
export { setApiRenderScopeReader, type ApiRenderScope } from './render-scope';
export { type ApiClient, type RequestOptions, type UploadOptions, type UploadHandle } from './create-api-client';
export { ApiError } from './api-error';
export { messageOf, statusOf, fieldErrorsOf, SOMETHING_WENT_WRONG } from './message-of';
export { newIdempotencyKey } from './idempotency-key';
export { signInWithEmail } from './sign-in';
export { downloadFile, saveBlob } from './download-file';

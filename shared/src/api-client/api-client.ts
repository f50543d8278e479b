import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { createApiClient } from './create-api-client';
import { currentApiRenderScope } from './render-scope';

// The client remotes use by default: same origin, token from the shared store at call time. While the
// server renders a page, host and fetch are that render's (render-scope.ts); a render is signed out.
export const apiClient = createApiClient({
  getToken: () => (currentApiRenderScope() ? null : keepsakeStore.get(authTokenAtom)),
  getHost: () => currentApiRenderScope()?.host ?? location.hostname,
  fetchImpl: (url, init) => (currentApiRenderScope()?.fetch ?? fetch)(url, init),
});

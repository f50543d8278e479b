import { authTokenAtom, keepsakeStore } from '@keepsake/shared/store';
import { createApiClient } from './create-api-client';

// The client remotes use by default: same origin, token from the shared store at call time.
export const apiClient = createApiClient({ getToken: () => keepsakeStore.get(authTokenAtom) });

import { createStore } from 'jotai';

// The one store every remote shares. The shell provides it with <Provider store={keepsakeStore}>;
// non-React code (API client, toaster, overlays) reads and writes it directly, so both see the same state.
export const keepsakeStore = createStore();

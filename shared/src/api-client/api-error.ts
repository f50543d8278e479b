import type { ApiErrorBody } from '@keepsake/shared/contract/website';

export interface ApiErrorInit {
  body?: ApiErrorBody | undefined;
  cause?: unknown;
}

// What every failed call throws, so the shell's error page can show "{status} - {label}" (SPEC §2, §8)
// and forms can show the API's per-field messages.
export class ApiError extends Error {
  readonly status: number;
  readonly label: string | undefined;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, label: string | undefined, { body, cause }: ApiErrorInit = {}) {
    super(body?.message ?? (label ? `${status} ${label}` : `Request failed with status ${status}`), { cause });
    this.name = 'ApiError';
    this.status = status;
    this.label = label;
    this.body = body;
  }

  get fieldErrors(): Record<string, string> {
    return this.body?.fieldErrors ?? {};
  }
}

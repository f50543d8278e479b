// Test helper: a fetch stand-in that records calls and answers with a Response-shaped object
// (jsdom has no Response class).
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export function fakeFetch(answer: FakeAnswer | Error = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (answer instanceof Error) throw answer;
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const headers = new Map(Object.entries(answer.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
    const headerReader = { get: (name: string) => headers.get(name.toLowerCase()) ?? null } as Headers;
    return { ok: status >= 200 && status < 300, status, headers: headerReader, text: async () => text } as Response;
  });
  return { fetchImpl, calls, lastCall: () => calls[calls.length - 1]! };
}

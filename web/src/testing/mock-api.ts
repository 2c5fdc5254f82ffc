// A small fetch double for component tests: handlers keyed by "METHOD /path" answer with a
// status and a JSON (or text) body; every call is recorded with its parsed JSON body.
import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit | undefined;
}

export interface MockAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type MockHandler = MockAnswer | ((call: MockCall) => MockAnswer | Promise<MockAnswer>);

export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown = init?.body;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: MockCall = { method, path: url.pathname, query: url.searchParams, body, init };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(JSON.stringify({ success: false, message: 'Unknown API endpoint' }), {
        status: 404,
      });
    }
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const text = answer.text ?? JSON.stringify(answer.json ?? {});
    return new Response(text, { status: answer.status ?? 200, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
  };
}

export const ok = (result?: unknown, message?: string): MockAnswer => ({
  json: {
    success: true,
    ...(message ? { message } : {}),
    ...(result !== undefined ? { result } : {}),
  },
});

export const fail = (status: number, message: string, details?: unknown): MockAnswer => ({
  status,
  json: { success: false, message, ...(details ? { details } : {}) },
});

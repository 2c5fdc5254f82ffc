// The streamed bulk edit as read from the network: lines cut anywhere between chunks, progress in
// order, the answer's line; a refusal before the start, an answer in one piece, and a body that
// ends before its last line.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { BulkEditResult, BulkProgress } from '../types';
import { applyBulkEdit } from './bulk-edit-links';

const RESULT: BulkEditResult = {
  dryRun: false,
  selected: 1200,
  changed: 1200,
  unchanged: 0,
  refused: 0,
  changes: [],
  refusals: [],
};

/** A response whose body arrives in exactly these chunks. */
function chunked(chunks: string[], headers = { 'Content-Type': 'application/x-ndjson' }) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body, { status: 200, headers })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function run() {
  const seen: BulkProgress[] = [];
  const result = await applyBulkEdit({ ids: ['a'], addTags: ['x'] }, (p) => seen.push(p));
  return { seen, result };
}

describe('applyBulkEdit', () => {
  it('reads lines split across chunks: each progress in order, then the answer', async () => {
    const text = [
      '{"progress":{"done":0,"total":1200}}',
      '{"progress":{"done":500,"total":1200}}',
      '{"progress":{"done":1000,"total":1200}}',
      '{"progress":{"done":1200,"total":1200}}',
      JSON.stringify({ success: true, result: RESULT }),
    ].join('\n');
    // Cut every 7 characters: through keys, numbers and the line ends.
    const chunks = text.match(/[\s\S]{1,7}/g)!;
    const fetchMock = chunked(chunks);
    const { seen, result } = await run();
    expect(seen).toEqual([
      { done: 0, total: 1200 },
      { done: 500, total: 1200 },
      { done: 1000, total: 1200 },
      { done: 1200, total: 1200 },
    ]);
    expect(result).toEqual(RESULT);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/link/bulk');
    expect(init?.method).toBe('PATCH');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({
      Accept: 'application/x-ndjson',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init?.body as string)).toEqual({ ids: ['a'], addTags: ['x'] });
  });

  it('throws the error line that stopped the run, translated like any message', async () => {
    chunked([
      '{"progress":{"done":0,"total":2}}\n{"success":false,',
      '"message":"Internal Server Error"}\n',
    ]);
    await expect(run()).rejects.toThrow(new ApiError('Internal Server Error', 200));
  });

  it('throws a refusal before the start with its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: false,
              message: 'Nothing to change: send at least one change',
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
        ),
      ),
    );
    const error = (await run().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Nothing to change: send at least one change');
  });

  it('reads an answer that came in one piece, without progress', async () => {
    chunked([JSON.stringify({ success: true, result: RESULT })], {
      'Content-Type': 'application/json',
    });
    expect(await run()).toEqual({ seen: [], result: RESULT });
  });

  it('says the answer broke off when the body ends before the answer’s line', async () => {
    chunked(['{"progress":{"done":0,"total":2}}\n{"succ']);
    await expect(run()).rejects.toThrow(/broke off before the end/);
  });

  it('says the server could not be reached when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(run()).rejects.toThrow(/Could not reach the server/);
  });
});

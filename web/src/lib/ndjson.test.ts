import { describe, expect, it } from 'vitest';
import { ndjsonLines } from './ndjson';

/** A body that arrives in exactly these chunks. */
function body(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
}

async function lines(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const read: string[] = [];
  for await (const line of ndjsonLines(stream)) read.push(line);
  return read;
}

describe('ndjsonLines', () => {
  it('hands on each line of a body that came in one chunk', async () => {
    expect(await lines(body('{"a":1}\n{"b":2}\n'))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins a line split across chunks before handing it on', async () => {
    const read = await lines(
      body('{"progress":{"done":0,', '"total":3}}\n{"progr', 'ess":{"done":3,"total":3}}\n'),
    );
    expect(read.map((line) => JSON.parse(line) as unknown)).toEqual([
      { progress: { done: 0, total: 3 } },
      { progress: { done: 3, total: 3 } },
    ]);
  });

  it('keeps a character whose bytes are split across chunks', async () => {
    const bytes = new TextEncoder().encode('{"slug":"café→"}\n');
    // "é" is two bytes and "→" three: cut inside each.
    const cutE = bytes.indexOf(0xc3) + 1;
    const cutArrow = bytes.indexOf(0xe2) + 2;
    const read = await lines(
      body(bytes.slice(0, cutE), bytes.slice(cutE, cutArrow), bytes.slice(cutArrow)),
    );
    expect(read.map((line) => JSON.parse(line) as unknown)).toEqual([{ slug: 'café→' }]);
  });

  it('reads a last line without a newline, and skips blank lines and CRs', async () => {
    expect(await lines(body('{"a":1}\r\n\n  \n', '{"b"', ':2}'))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('hands on a line as soon as its newline has come, before the body ends', async () => {
    const encoder = new TextEncoder();
    let push!: (text: string | null) => void;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) =>
          text === null ? controller.close() : controller.enqueue(encoder.encode(text));
      },
    });
    const reader = ndjsonLines(stream);
    push('{"a":1}\n{"b"');
    expect(await reader.next()).toEqual({ done: false, value: '{"a":1}' });
    push(':2}\n');
    expect(await reader.next()).toEqual({ done: false, value: '{"b":2}' });
    push(null);
    expect(await reader.next()).toEqual({ done: true, value: undefined });
  });

  it('lets the body go when the reader stops early', async () => {
    const stream = body('{"a":1}\n{"b":2}\n');
    for await (const line of ndjsonLines(stream)) {
      expect(line).toBe('{"a":1}');
      break;
    }
    expect(stream.locked).toBe(false);
  });
});

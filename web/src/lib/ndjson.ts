// Reads an answer of newline-delimited JSON (application/x-ndjson) line by line as it arrives.
// The network cuts the body into chunks anywhere: a line, or a character of several bytes, may
// be split across two chunks, so bytes are decoded as a stream and a line is handed on only once
// its newline (or the end of the body) has come.

/** The non-blank lines of `body`, without their line ends, as soon as each is complete. */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let end = pending.indexOf('\n');
      while (end !== -1) {
        const line = pending.slice(0, end).trim();
        pending = pending.slice(end + 1);
        if (line !== '') yield line;
        end = pending.indexOf('\n');
      }
      if (done) break;
    }
    // The last line may end the body without a newline.
    const last = pending.trim();
    if (last !== '') yield last;
  } finally {
    // A reader that stops early (it found what it wanted, or failed) lets the body go.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

// Starts the real release binary on a free loopback port with a fresh data
// folder, and stops it with SIGTERM (a graceful stop that flushes visits).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const binary = resolve(import.meta.dirname, '../../target/release/linkhop');

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * `options.publicHost` (e.g. 'localhost') serves the journey under that name with DOMAIN set to
 * it: passkeys need a host name as their relying party, never an IP address. `options.port` when
 * the caller needs the port beforehand.
 */
export async function startLinkhop(env = {}, options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkhop-e2e-'));
  const port = options.port ?? (await freePort());
  const publicBase = options.publicHost ? `http://${options.publicHost}:${port}` : undefined;
  const child = spawn(binary, [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LISTEN: `127.0.0.1:${port}`,
      RUST_LOG: 'warn',
      ...(publicBase ? { DOMAIN: publicBase } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`linkhop exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${base}/api`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('linkhop did not start within 20 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base: publicBase ?? base,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the API directly (set-up steps that are not the journey under test). */
export async function api(base, method, path, body, cookie) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json();
  return { status: answer.status, json, cookie: answer.headers.get('set-cookie')?.split(';')[0] };
}

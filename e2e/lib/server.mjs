// Starts the real release binary on a free loopback port with a fresh data
// folder, and stops it with SIGTERM (a graceful stop that flushes visits).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { timeScale } from './time-scale.mjs';

// Cargo's build folder: CARGO_TARGET_DIR when set (as cargo itself reads it), else target/.
const targetDir = process.env.CARGO_TARGET_DIR
  ? resolve(process.env.CARGO_TARGET_DIR)
  : resolve(import.meta.dirname, '../../target');
const binary = join(targetDir, 'release/linkhop');

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
  // Without a fixed port or a public name, Linkhop binds port 0 and says which port it got, so
  // no other process can take the port in between. With one (DOMAIN must name the port before
  // start), a port found free can still be taken before Linkhop binds it; Linkhop then exits at
  // once, and a new port is tried.
  const needsPortFirst = options.port !== undefined || options.publicHost !== undefined;
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (needsPortFirst ? await freePort() : 0);
    try {
      return await startOn(port, env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || options.port !== undefined || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

/**
 * The address from Linkhop's start-up line "Linkhop is listening" (its `linkhop::app` info log,
 * as text or as a JSON line), once this child has written it.
 */
function listeningBase(log) {
  const line = log
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.includes('Linkhop is listening'));
  const port = line?.match(/127\.0\.0\.1:(\d+)/)?.[1];
  return port ? `http://127.0.0.1:${port}` : undefined;
}

async function startOn(port, env, options) {
  const dataDir = mkdtempSync(join(tmpdir(), 'linkhop-e2e-'));
  const publicBase = options.publicHost ? `http://${options.publicHost}:${port}` : undefined;
  const child = spawn(binary, [], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      LISTEN: `127.0.0.1:${port}`,
      RUST_LOG: 'warn,linkhop::app=info',
      ...(publicBase ? { DOMAIN: publicBase } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
    // Warnings and errors are shown; the start and stop lines asked for above are not.
    const shown = String(chunk)
      .split(/(?<=\n)/)
      .filter((line) => !/^\S*\s*\S*\s*INFO/.test(line.replace(/\x1b\[[0-9;]*m/g, '')));
    if (shown.length > 0) process.stderr.write(shown.join(''));
  });
  const deadline = Date.now() + 20_000 * timeScale;
  // Ready when this child has said it bound its port and then answers on it: another
  // process's server on a reused port must never pass for this one.
  let base;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      const message = `linkhop exited with ${child.exitCode} on port ${port}`;
      throw /address already in use|AddrInUse/i.test(errors)
        ? new PortTaken(message)
        : new Error(message);
    }
    base ??= listeningBase(errors);
    if (base) {
      try {
        const answer = await fetch(`${base}/api`);
        if (answer.ok) break;
      } catch {
        // not answering yet
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(
        `linkhop did not start within ${Math.round(20 * timeScale)} s (${base ? `bound ${base}, no answer on /api` : 'it never said it was listening'})`,
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const boundPort = Number(new URL(base).port);
  const publicAddress = options.publicHost ? `http://${options.publicHost}:${boundPort}` : base;
  return {
    base: publicAddress,
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

// Starts the test OpenID provider (tests/oidc/provider.mjs: the oidc-provider package, installed
// by scripts/setup.sh --test) for a Linkhop on `linkhopBase`, and stops it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

const script = resolve(import.meta.dirname, '../../tests/oidc/provider.mjs');

export const CLIENT = { id: 'linkhop', secret: 'a-long-client-secret-for-tests' };

export async function startProvider(linkhopBase) {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      CLIENT_ID: CLIENT.id,
      CLIENT_SECRET: CLIENT.secret,
      REDIRECT_URI: `${linkhopBase}/api/auth/oidc/callback`,
      // Another site than Linkhop's 127.0.0.1, as a real provider is.
      ISSUER_HOST: 'localhost',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const line = await new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', done);
    child.once('exit', (code) =>
      fail(new Error(`the provider exited with ${code}: ${errors.trim().slice(-2000) || 'no output'}`)),
    );
  });
  const { issuer } = JSON.parse(line);
  return {
    issuer,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

// Writes a gzip copy (level 9) of every script and stylesheet of the build next to it, which the
// server sends to browsers that accept gzip (src/http/dashboard.rs): compressed once here, not
// on every request.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url).pathname;
let before = 0;
let after = 0;
for (const name of readdirSync(assets).filter((file) => /\.(js|css)$/.test(file))) {
  const raw = readFileSync(join(assets, name));
  const packed = gzipSync(raw, { level: 9 });
  writeFileSync(join(assets, `${name}.gz`), packed);
  before += raw.length;
  after += packed.length;
}
console.log(
  `compress: ${(before / 1024).toFixed(1)} KiB of scripts and styles, ${(after / 1024).toFixed(1)} KiB gzipped`,
);

// Prints the size of what a browser loads for the dashboard's first page (the entry script,
// what index.html preloads, the stylesheet) and of everything built, raw and gzipped, and
// compares the first-load size with bundle-budget.json. Run after `vite build` (npm run build
// does); `--write-budget` records the current sizes as the new budget.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const budgetFile = join(root, 'bundle-budget.json');
// Gzip sizes move by a few bytes with every change; the budget is about real growth.
const TOLERANCE = 1.02;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1],
);

const measure = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (files) =>
  files.map(measure).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), {
    raw: 0,
    gzip: 0,
  });

const all = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `assets/${name}`);
const sizes = { firstLoad: sum(firstLoad), all: sum(all) };
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

console.log('bundle: what the first page loads');
for (const file of firstLoad) {
  const size = measure(file);
  console.log(
    `  ${file.padEnd(44)} ${kb(size.raw).padStart(11)} ${kb(size.gzip).padStart(11)} gzip`,
  );
}
console.log(
  `  ${'first load'.padEnd(44)} ${kb(sizes.firstLoad.raw).padStart(11)} ${kb(sizes.firstLoad.gzip).padStart(11)} gzip`,
);
console.log(
  `  ${`all ${all.length} files`.padEnd(44)} ${kb(sizes.all.raw).padStart(11)} ${kb(sizes.all.gzip).padStart(11)} gzip`,
);

if (process.argv.includes('--write-budget')) {
  writeFileSync(budgetFile, `${JSON.stringify(sizes, null, 2)}\n`);
  console.log(`bundle: budget written to ${budgetFile}`);
  process.exit(0);
}

const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const limit = Math.round(budget.firstLoad.gzip * TOLERANCE);
const change = ((sizes.firstLoad.gzip / budget.firstLoad.gzip - 1) * 100).toFixed(1);
console.log(
  `bundle: first load ${kb(sizes.firstLoad.gzip)} gzip, budget ${kb(budget.firstLoad.gzip)} (${change}%)`,
);
if (sizes.firstLoad.gzip > limit) {
  console.error(
    `bundle: the first load grew past its budget (${kb(sizes.firstLoad.gzip)} > ${kb(limit)}). ` +
      'Load the new code lazily, or raise web/bundle-budget.json with the reason in the commit.',
  );
  process.exit(1);
}

// Generates public/favicon.ico (16, 32 and 48 px, 32-bit BMP entries): a blue rounded square
// with a white "hop" arc and arrow head. Run: node scripts/make-favicon.mjs
import { writeFileSync } from 'node:fs';

const BLUE = [41, 82, 204];
const WHITE = [255, 255, 255];

/** Coverage-based colour of one pixel, in a 0..1 unit square, 4x4 supersampled. */
function sample(u, v) {
  const inRoundedSquare = (x, y) => {
    const r = 0.22;
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  if (!inRoundedSquare(u, v)) return null;
  // Arc: upper half of a ring centred at (0.5, 0.68), radius 0.27, thickness 0.11.
  const dx = u - 0.5;
  const dy = v - 0.68;
  const d = Math.hypot(dx, dy);
  const onArc = dy <= 0.0 && Math.abs(d - 0.27) <= 0.065 && u < 0.74;
  // Arrow head: triangle pointing down at the arc's right end.
  const inTri = (() => {
    const [ax, ay, bx, by, cx, cy] = [0.62, 0.6, 0.92, 0.6, 0.77, 0.82];
    const s = (px, py, qx, qy, rx, ry) => (px - rx) * (qy - ry) - (qx - rx) * (py - ry);
    const d1 = s(u, v, ax, ay, bx, by);
    const d2 = s(u, v, bx, by, cx, cy);
    const d3 = s(u, v, cx, cy, ax, ay);
    const neg = d1 < 0 || d2 < 0 || d3 < 0;
    const pos = d1 > 0 || d2 > 0 || d3 > 0;
    return !(neg && pos);
  })();
  // Dot: the take-off point at the arc's left foot.
  const onDot = Math.hypot(u - 0.23, v - 0.72) <= 0.075;
  return onArc || inTri || onDot ? WHITE : BLUE;
}

function renderBmp(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const c = sample((x + (sx + 0.5) / n) / size, (y + (sy + 0.5) / n) / size);
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 1;
          }
        }
      }
      const row = size - 1 - y; // BMP rows are stored bottom-up
      const i = (row * size + x) * 4;
      const alpha = a / (n * n);
      pixels[i] = a ? Math.round(b / a) : 0;
      pixels[i + 1] = a ? Math.round(g / a) : 0;
      pixels[i + 2] = a ? Math.round(r / a) : 0;
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // colour + AND mask height
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(0, 16);
  header.writeUInt32LE(pixels.length, 20);
  const maskRow = Math.ceil(size / 32) * 4;
  const mask = Buffer.alloc(maskRow * size); // all zero: alpha channel decides
  return Buffer.concat([header, pixels, mask]);
}

const sizes = [16, 32, 48];
const images = sizes.map(renderBmp);
const dir = Buffer.alloc(6);
dir.writeUInt16LE(0, 0);
dir.writeUInt16LE(1, 2);
dir.writeUInt16LE(sizes.length, 4);
let offset = 6 + 16 * sizes.length;
const entries = sizes.map((size, i) => {
  const e = Buffer.alloc(16);
  e.writeUInt8(size, 0);
  e.writeUInt8(size, 1);
  e.writeUInt8(0, 2);
  e.writeUInt8(0, 3);
  e.writeUInt16LE(1, 4);
  e.writeUInt16LE(32, 6);
  e.writeUInt32LE(images[i].length, 8);
  e.writeUInt32LE(offset, 12);
  offset += images[i].length;
  return e;
});
writeFileSync(
  new URL('../public/favicon.ico', import.meta.url),
  Buffer.concat([dir, ...entries, ...images]),
);
console.log('wrote public/favicon.ico');

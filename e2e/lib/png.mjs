// Small PNG files made in the test (a QR logo, a preview card's image) and the header of a PNG
// the server sent (its signature, size, bit depth and colour type), with node's zlib only.
import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid RGBA PNG of `width` × `height` pixels; `colour(x, y)` gives each pixel as
 * [r, g, b, a].
 */
export function makePng(width, height, colour) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(height * (1 + width * 4));
  for (let y = 0; y < height; y += 1) {
    const row = y * (1 + width * 4);
    rows[row] = 0; // no filter
    for (let x = 0; x < width; x += 1) rows.set(colour(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The header of a PNG file: fails unless it starts with the PNG signature and its IHDR chunk.
 * Returns `{ width, height, bitDepth, colourType, chunks }` (the chunk types in order).
 */
export function readPng(file) {
  assert.ok(file.length > 33, `a PNG file is longer than ${file.length} bytes`);
  assert.deepEqual(file.subarray(0, 8), PNG_SIGNATURE, 'the PNG signature');
  assert.equal(file.toString('ascii', 12, 16), 'IHDR', 'the first chunk is IHDR');
  const chunks = [];
  const data = {};
  for (let at = 8; at + 8 <= file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('ascii', at + 4, at + 8);
    chunks.push(type);
    data[type] ??= file.subarray(at + 8, at + 8 + length);
    at += 12 + length;
  }
  assert.equal(chunks.at(-1), 'IEND', 'the last chunk is IEND');
  return {
    width: file.readUInt32BE(16),
    height: file.readUInt32BE(20),
    bitDepth: file[24],
    colourType: file[25],
    chunks,
    palette: data.PLTE ? [...data.PLTE].reduce((all, byte, i) => {
      if (i % 3 === 0) all.push('');
      all[all.length - 1] += byte.toString(16).padStart(2, '0');
      return all;
    }, []) : null,
  };
}

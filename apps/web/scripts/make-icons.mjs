// Draws the app icons (public/icons/icon-*.png) from the same shapes as icon.svg, with no
// dependency and no download: a tiny rasterizer (4×4 supersampling) and a PNG encoder (node:zlib).
// Run: node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BG = [0x8a, 0x2d, 0x1c];
const FG = [0xf6, 0xf3, 0xee];

/** Colour at (x, y) in the 512×512 design, or null for transparent. `full`: no rounded corners. */
function design(x, y, full) {
  const r = 96;
  if (!full) {
    const cx = x < r ? r : x > 512 - r ? 512 - r : x;
    const cy = y < r ? r : y > 512 - r ? 512 - r : y;
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  const dx = x - 256;
  const dy = y - 256;
  const d = Math.hypot(dx, dy);
  if (Math.abs(d - 150) <= 14) return FG; // the clock's rim
  if (d <= 150 && dx >= 0 && dy <= 0) return FG; // one quarter filled
  if (d <= 150 && (Math.abs(dx) <= 6 || Math.abs(dy) <= 6)) return FG; // four segments
  return BG;
}

function render(size, { maskable = false } = {}) {
  const ss = 4;
  const px = Buffer.alloc(size * size * 4);
  // Maskable icons keep the drawing inside the central 80 % safe zone, on a full-bleed background.
  const scale = maskable ? 0.8 : 1;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sj = 0; sj < ss; sj++) {
        for (let si = 0; si < ss; si++) {
          const u = ((i + (si + 0.5) / ss) / size) * 512;
          const v = ((j + (sj + 0.5) / ss) / size) * 512;
          const x = (u - 256) / scale + 256;
          const y = (v - 256) / scale + 256;
          const inside = x >= 0 && x <= 512 && y >= 0 && y <= 512;
          const c = maskable ? (inside ? design(x, y, true) : BG) : design(x, y, false);
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 255;
          }
        }
      }
      const n = ss * ss;
      const o = (j * size + i) * 4;
      const alpha = a / n;
      px[o] = alpha ? Math.round((r / n) * (255 / alpha)) : 0;
      px[o + 1] = alpha ? Math.round((g / n) * (255 / alpha)) : 0;
      px[o + 2] = alpha ? Math.round((b / n) * (255 / alpha)) : 0;
      px[o + 3] = Math.round(alpha);
    }
  }
  return png(size, size, px);
}

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', dir), render(192));
writeFileSync(new URL('icon-512.png', dir), render(512));
writeFileSync(new URL('icon-maskable-512.png', dir), render(512, { maskable: true }));
console.log('icons written to', dir.pathname);

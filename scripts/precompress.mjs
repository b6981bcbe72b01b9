#!/usr/bin/env node
// After `vite build`: writes a .br and a .gz beside every text asset of dist/web, so the server
// sends them as they are (@fastify/static preCompressed) instead of compressing each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|mjs|css|html|svg|json|wasm|txt)$/;
let files = 0;
let saved = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name) && fs.statSync(file).size > 1024) {
      const raw = fs.readFileSync(file);
      const br = zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
      files += 1;
      saved += raw.length - br.length;
    }
  }
}

walk(root);
console.log(
  `precompressed ${files} files in ${root} (brotli saves ${(saved / 1024).toFixed(0)} kB)`,
);

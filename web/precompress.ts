import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** What the api sends compressed (src/http/precompressed-files.ts) and, below, how small is too small. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels
 * (done once per build, not per request), so the api sends the variant the client accepts and
 * compresses nothing at run time. A variant not smaller than its file is not written.
 */
export function precompress(): Plugin {
  return {
    name: "proofbase:precompress",
    apply: "build",
    enforce: "post",
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name)).map((name) => path.join(options.dir!, name));
      // In parallel: zlib compresses on libuv's thread pool.
      await Promise.all(files.map(writeVariants));
    },
  };
}

async function writeVariants(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const variants = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).then((b) => ["br", b] as const),
    gzipped(bytes, { level: 9 }).then((b) => ["gz", b] as const),
  ]);
  await Promise.all(variants.filter(([, compressed]) => compressed.length < bytes.length).map(([ext, compressed]) => writeFile(`${file}.${ext}`, compressed)));
}

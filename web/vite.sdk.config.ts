import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The browser SDK as one ESM file at a stable URL: /sdk/v1/proofbase.js (served by the api), with its .br and .gz. */
export default defineConfig({
  root,
  plugins: [precompress()],
  build: {
    outDir: "dist/sdk/v1",
    emptyOutDir: true,
    lib: { entry: `${root}src/sdk/proofbase-verify.ts`, formats: ["es"], fileName: () => "proofbase.js" },
  },
});

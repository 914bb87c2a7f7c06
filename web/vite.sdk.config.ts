import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The browser SDK as one ESM file at a stable URL: /sdk/v1/proofbase.js (served by the api). */
export default defineConfig({
  root,
  build: {
    outDir: "dist/sdk/v1",
    emptyOutDir: true,
    lib: { entry: `${root}src/sdk/proofbase-verify.ts`, formats: ["es"], fileName: () => "proofbase.js" },
  },
});

import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The web app: a multi-page build (verify.html: the hosted verification page; index.html: the
 * merchant dashboard), served by the api from web/dist (`npm run build:web`).
 */
export default defineConfig({
  root,
  base: "/",
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: { input: { verify: `${root}verify.html`, index: `${root}index.html` } },
  },
});

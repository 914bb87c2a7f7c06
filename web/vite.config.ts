import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./precompress.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The hosted page's stylesheet and script go at the end of its body, after the shell: Chromium
 * paints what comes before an in-body stylesheet while it loads, so the shell (inline style) is the
 * first contentful paint on a slow network, and the module script (deferred either way) runs once
 * the stylesheet is there, so React never renders unstyled. Vite writes them into <head>.
 */
function pageAssetsAfterShell(): Plugin {
  const TAG = /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="(?:stylesheet|modulepreload)"[^>]*>)\n?/g;
  return {
    name: "proofbase:page-assets-after-shell",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.filename.endsWith("verify.html")) return html;
        const tags = html.match(TAG) ?? [];
        return html.replace(TAG, "").replace(/[ \t]*<\/body>/, `${tags.map((tag) => `    ${tag.trim()}\n`).join("")}  </body>`);
      },
    },
  };
}

/**
 * The web app: a multi-page build (verify.html: the hosted verification page; index.html: the
 * merchant dashboard), served by the api from web/dist (`npm run build:web`), each text file with
 * its .br and .gz beside it (precompress.ts).
 */
export default defineConfig({
  root,
  base: "/",
  plugins: [react(), pageAssetsAfterShell(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: {
      input: { verify: `${root}verify.html`, index: `${root}index.html` },
      // Brotli at its highest level is most of the build's time, by design: no timing warning.
      checks: { bundlerTimings: false },
    },
  },
});

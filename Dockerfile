# Two stages: `build` compiles TypeScript (with the generated Prisma client) to dist/; the runtime
# image holds dist/, the SQL migrations and production dependencies only, runs as the unprivileged
# `node` user, and starts `node` itself as PID 1 so SIGTERM reaches the process's graceful stop.
# The image runs every process: api (default), workers and migrations (see docker-compose.yml).

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the postinstall (prisma generate) needs the schema, copied below, and no
# dependency's install script is needed to compile: prisma's and @prisma/engines' would try to
# download native engines (denied in package.json's allowScripts), esbuild belongs to tsx (dev
# only), msgpackr-extract is covered in the runtime stage. The image's npm (10) predates
# allowScripts, so scripts are turned off here rather than left to that list.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY prisma ./prisma
COPY prisma.config.ts tsconfig.json tsconfig.build.json ./
# The scripts `npm run generate` and `npm run build:web` run (test/image-build.test.ts replays this
# stage from exactly these files); build:web first generates the dashboard's API types (not
# committed) from the committed portal OpenAPI document.
COPY scripts/prisma-generate.mjs scripts/web-size.ts scripts/generate-dashboard-types.ts scripts/dashboard-api-types.ts ./scripts/
COPY docs/openapi-portal.json ./docs/
RUN npm run generate
COPY src ./src
COPY workers ./workers
RUN npm run build
# The web app (hosted verification page, dashboard, browser SDK), built with Vite.
COPY web ./web
RUN npm run build:web

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only, without install scripts: the root postinstall would run
# `prisma generate` (the prisma CLI is a dev dependency; the client it generates is compiled into
# dist/ in the build stage). --omit=optional as well: @prisma/client names prisma and typescript as
# optional peers, so npm keeps them (and prisma's ~130 packages) under --omit=dev alone (360 MB of
# node_modules instead of 120 MB). The only other optional packages are pg-cloudflare (Cloudflare
# Workers) and msgpackr-extract, whose native code only speeds up msgpack decoding: BullMQ only
# encodes with msgpackr, and msgpackr falls back to JavaScript without it. So no native install
# script has to run (msgpackr-extract's would compile with node-gyp, absent from slim images).
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The migration runner reads prisma/migrations from the package root (src/platform/db/migrate.ts).
COPY prisma/migrations ./prisma/migrations
USER node
EXPOSE 3000
# Slim images have no curl: Node's fetch does the probe. Liveness only (/readyz checks Postgres
# and Redis). Worker and migrate containers turn it off in docker-compose.yml.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The api's memory settings are package.json's start:api (docs/performance.md, memory):
# glibc keeps two malloc arenas instead of one per thread, and V8 collects old garbage before the
# heap reaches 160 MiB (the live heap is about 35 MiB) instead of letting it grow toward GiBs.
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--max-old-space-size=160", "--heap-growing-percent=100", "dist/src/api.js"]

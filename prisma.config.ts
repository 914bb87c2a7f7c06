import { defineConfig } from "prisma/config";

export default defineConfig({
  // A folder: the shared models in schema.prisma, each flow's in flows/<name>.prisma.
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/proofbase" },
});

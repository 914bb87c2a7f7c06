import type { Request, Response } from "express";
import { prisma } from "../db/client.js";
import { redis } from "../redis.js";

async function check(probe: () => Promise<unknown>): Promise<"ok" | "unavailable"> {
  try {
    await Promise.race([probe(), new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2_000))]);
    return "ok";
  } catch {
    return "unavailable"; // the status itself is the answer; readiness failures are expected while a dependency is down
  }
}

export function healthz(_req: Request, res: Response): void {
  res.json({ status: "ok" });
}

export async function readyz(_req: Request, res: Response): Promise<void> {
  const [postgres, redisStatus] = await Promise.all([check(() => prisma.$queryRaw`SELECT 1`), check(() => redis.ping())]);
  const ready = postgres === "ok" && redisStatus === "ok";
  res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks: { postgres, redis: redisStatus } });
}

import type { NextFunction, Request, Response } from "express";
import { randomToken } from "../platform/ids.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id: string;
    }
  }
}

/** Every response carries X-Request-Id; error bodies repeat it so support can find the log line. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  req.id = `req_${randomToken(20)}`;
  res.setHeader("X-Request-Id", req.id);
  next();
}

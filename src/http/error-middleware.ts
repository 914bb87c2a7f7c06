import type { NextFunction, Request, Response } from "express";
import { ApiError } from "../platform/errors/api-error.js";
import { echoed } from "../platform/errors/echo.js";
import { renderError } from "./render-error.js";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Response {
      /** The error code of an error response, for what observes the finished request (the request log). */
      errorCode?: string;
    }
  }
}

export function routeNotFound(req: Request, _res: Response, next: NextFunction): void {
  next(new ApiError("route_not_found", `Unrecognized request URL (${req.method} ${echoed(`${req.baseUrl}${req.path}`)}).`));
}

// Express recognises error middleware by its four parameters.
export function errorMiddleware(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const rendered = renderError(error, req);
  res.errorCode = rendered.body.error.code;
  res.status(rendered.status).set(rendered.headers).json(rendered.body);
}

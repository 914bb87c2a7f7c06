import express from "express";

/** JSON bodies up to 64 KiB; the raw bytes are kept for the idempotency fingerprint. */
export const jsonBody = express.json({
  limit: "64kb",
  verify: (req, _res, buf) => {
    (req as express.Request).rawBody = buf;
  },
});

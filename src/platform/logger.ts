import { pino } from "pino";
import { config } from "./config.js";

// Redaction is a safety net: code must not put secrets in log objects in the first place.
const options = {
  level: config.LOG_LEVEL,
  base: { service: config.SERVICE_NAME.toLowerCase() },
  redact: {
    paths: [
      "req.headers.authorization",
      "req.headers.cookie",
      "headers.authorization",
      "headers.cookie",
      "*.password",
      "*.secret",
      "*.key",
      "*.token",
      "password",
      "secret",
      "key",
      "token",
    ],
    censor: "[redacted]",
  },
};

export const logger = pino(options, pino.destination(config.LOG_DESTINATION === "stderr" ? 2 : 1));

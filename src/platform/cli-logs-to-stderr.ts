// Imported first by src/cli.ts, so it runs before src/platform/config.ts parses the environment: a CLI's
// stdout is only its JSON (scripts pipe it to jq), so its log lines go to stderr.
process.env.LOG_DESTINATION = "stderr";

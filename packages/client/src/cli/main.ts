import { VERSION } from "../version.js";
import { closeForwardingAgents } from "./forward-event.js";
import { runListen } from "./listen.js";
import { LISTEN_HELP, parseListenOptions, UsageError } from "./listen-options.js";
import { runLogsTail } from "./logs-tail.js";
import { LOGS_TAIL_HELP, parseLogsTailOptions } from "./logs-tail-options.js";
import { runTrigger } from "./trigger.js";
import { LiveKeyRefused, parseTriggerOptions, TRIGGER_HELP } from "./trigger-options.js";

const HELP = `Usage: proofbase <command> [options]

Commands:
  listen    forward your account's events to a local webhook URL (proofbase listen --help)
  trigger   make a test event happen, creating what it needs (proofbase trigger --help)
  logs tail follow your account's API requests as they are logged (proofbase logs tail --help)

Options:
  -h, --help       show this help
  -v, --version    print the version (${VERSION})`;

/** The `proofbase` command. Resolves with the process's exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "-h" || command === "--help" || command === "help") {
    (command === undefined ? console.error : console.log)(HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === "-v" || command === "--version") {
    console.log(VERSION);
    return 0;
  }
  if (command === "trigger") return trigger(rest);
  if (command === "logs") return logs(rest);
  if (command !== "listen") {
    console.error(`proofbase: unknown command '${command}'\n\n${HELP}`);
    return 2;
  }

  let options;
  try {
    options = parseListenOptions(rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`proofbase listen: ${error.message}\nRun 'proofbase listen --help' for the options.`);
    return 2;
  }
  if (options === "help") {
    console.log(LISTEN_HELP);
    return 0;
  }
  for (const warning of options.warnings) console.error(`proofbase listen: ${warning}`);

  // First Ctrl-C (or SIGTERM): finish the event in hand, save the position, exit 0. A second one exits at once.
  try {
    return await untilSignal((stop) => runListen(options, stop));
  } finally {
    closeForwardingAgents();
  }
}

/** Runs `work` until it ends or Ctrl-C (or SIGTERM) aborts its signal; a second signal exits at once. */
async function untilSignal(work: (stop: AbortSignal) => Promise<number>): Promise<number> {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    return await work(controller.signal);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

async function logs(argv: string[]): Promise<number> {
  const [subcommand, ...rest] = argv;
  if (subcommand === "-h" || subcommand === "--help") {
    console.log(LOGS_TAIL_HELP);
    return 0;
  }
  if (subcommand !== "tail") {
    console.error(`proofbase logs: ${subcommand === undefined ? "a subcommand is required" : `unknown subcommand '${subcommand}'`}; the one there is: tail\n\n${LOGS_TAIL_HELP}`);
    return 2;
  }
  let options;
  try {
    options = parseLogsTailOptions(rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`proofbase logs tail: ${error.message}\nRun 'proofbase logs tail --help' for the options.`);
    return 2;
  }
  if (options === "help") {
    console.log(LOGS_TAIL_HELP);
    return 0;
  }
  for (const warning of options.warnings) console.error(`proofbase logs tail: ${warning}`);
  return untilSignal((stop) => runLogsTail(options, stop));
}

async function trigger(argv: string[]): Promise<number> {
  let options;
  try {
    options = parseTriggerOptions(argv);
  } catch (error) {
    if (error instanceof LiveKeyRefused) {
      console.error(`proofbase trigger: ${error.message}`);
      return 1;
    }
    if (!(error instanceof UsageError)) throw error;
    console.error(`proofbase trigger: ${error.message}\nRun 'proofbase trigger --help' for the options.`);
    return 2;
  }
  if (options === "help") {
    console.log(TRIGGER_HELP);
    return 0;
  }
  for (const warning of options.warnings) console.error(`proofbase trigger: ${warning}`);
  return runTrigger(options);
}

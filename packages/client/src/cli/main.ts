import { VERSION } from "../version.js";
import { closeForwardingAgents } from "./forward-event.js";
import { runListen } from "./listen.js";
import { LISTEN_HELP, parseListenOptions, UsageError } from "./listen-options.js";
import { runTrigger } from "./trigger.js";
import { LiveKeyRefused, parseTriggerOptions, TRIGGER_HELP } from "./trigger-options.js";

const HELP = `Usage: proofbase <command> [options]

Commands:
  listen    forward your account's events to a local webhook URL (proofbase listen --help)
  trigger   make a test event happen, creating what it needs (proofbase trigger --help)

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
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    controller.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    return await runListen(options, controller.signal);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    closeForwardingAgents();
  }
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

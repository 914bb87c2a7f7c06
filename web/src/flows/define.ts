/**
 * What a verification flow's folder gives the browser code (web/src/flows/<flow>/, docs/architecture.md,
 * "Adding a flow"). A flow's `flow.ts` (listed in ./registry.ts) is small and has no dependencies: the
 * browser SDK bundles it. Its other parts are found by file name, each by the surface that uses it,
 * so each bundle holds only its own (./parts.ts):
 *
 *   flow.ts              its sdk_session entry type, its browser-SDK methods, the type of its words
 *   Step.tsx             `step`: its step on the hosted page
 *   messages-<lang>.ts   `messages`: its words in each of the hosted page's languages (optional)
 *   CustomerPanel.tsx    `customerPanel`: its section of the dashboard's customer page (optional)
 */

/** One call of the SDK API (`/api/sdk/v1`) with the client's token; throws ProofbaseVerifyError on an API error. */
export type SdkCall = <T>(method: "GET" | "POST", path: string, body?: unknown) => Promise<T>;

/**
 * A flow's words: its step's title (`steps.<flow>`), its own words (`<flow>.*`) and the words of
 * the error codes only it answers (`errors.*`). Another language's fragment has the type of the
 * English one.
 */
export interface FlowMessages {
  title: string;
  words: Record<string, string | ((params: never) => string)>;
  errors: Record<string, string | ((params: never) => string)>;
}

/** A flow of the browser code. `Entry`: its entry of the sdk_session's `flows`; `Messages`: the type of its English words (never: still in the page's catalogs). */
export interface WebFlow<Entry extends { type: string } = { type: string }, Methods extends object = object, Messages extends FlowMessages = never> {
  type: Entry["type"];
  /** Its methods of the browser SDK's client, given the client's call. */
  methods: (call: SdkCall) => Methods;
  /** Types only: never read at runtime. */
  readonly types?: { entry: Entry; messages: Messages };
}

/** `defineFlow<Entry, Messages>()({ type, methods })`: the entry and the words are given, the methods inferred. */
export const defineFlow =
  <Entry extends { type: string }, Messages extends FlowMessages = never>() =>
  <Methods extends object>(flow: { type: Entry["type"]; methods: (call: SdkCall) => Methods }): WebFlow<Entry, Methods, Messages> =>
    flow;

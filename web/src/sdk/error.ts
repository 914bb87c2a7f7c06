/** An error answered by the API (`code` is stable: branch on it), or a wallet refusal (`wallet_refused`). */
export class ProofbaseVerifyError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly param?: string,
    /** Seconds to wait before retrying (rate limits). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ProofbaseVerifyError";
  }
}

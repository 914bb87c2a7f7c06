export { Proofbase } from "./proofbase.js";
export type { AbortSignalLike, ClientOptions, RequestOptions } from "./http/transport.js";
export { CursorList } from "./http/cursor-list.js";
export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  PermissionError,
  ProofbaseError,
  RateLimitError,
  ServerError,
  type ClientErrorCode,
} from "./http/errors.js";
export type * from "./api-types.js";
export type { components, operations, paths } from "./openapi-types.js";
export * from "./webhooks/index.js";
export { VERSION } from "./version.js";

import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import { createApp } from "./create-app.js";

/**
 * The request object the api's server constructs, with every property that Express, its router,
 * body-parser and our middlewares add to a request already in place. A property added to an
 * object after it is built changes its shape and copies its property store; a request paid that
 * about fifteen times, 13% of the api's CPU per read (docs/performance.md, "Decisions").
 * `api-server.test.ts` fails when a request gains a property this class does not declare.
 */
export class ApiRequest extends IncomingMessage {
  // Express and its router
  res = undefined;
  next = undefined;
  baseUrl = undefined;
  originalUrl = undefined;
  params = undefined;
  route = undefined;
  _parsedUrl = undefined;
  _parsedOriginalUrl = undefined;
  // body-parser (json-body.ts keeps the raw bytes)
  body = undefined;
  rawBody = undefined;
  takesRawBody = undefined;
  // src/http, src/http/auth, src/accounts/portal
  id = undefined;
  startedAt = undefined;
  routeTemplate = undefined;
  auth = undefined;
  clientToken = undefined;
  sdkSubject = undefined;
  portal = undefined;
  owner = undefined;
}

/**
 * The response object, likewise: Express adds `locals`; Node's server sets the status (whose
 * defaults live on the prototype) and its socket limit.
 */
export class ApiResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  locals = undefined;
  override statusCode = 200;
  // undefined, as on ServerResponse.prototype: writeHead then uses the code's standard reason.
  override statusMessage = undefined as unknown as string;
  _maxRequestsPerSocket = undefined;
  // Set by the on-finished package when a static file of the built web app is sent (web/dist).
  __onFinished = undefined;
  // Replaced on each response the compression middleware watches (src/http/compress.ts: GETs that
  // accept br or gzip); declared here, as the prototype's own, so that does not reshape the object.
  // (The casts: @types/node types these methods as returning `this`, which a field cannot name.)
  override write = ServerResponse.prototype.write as ServerResponse["write"];
  override end = ServerResponse.prototype.end as any;
  override writeHead = ServerResponse.prototype.writeHead as any;
  override on = ServerResponse.prototype.on as any;
  flush: (() => void) | undefined = undefined;
  // src/http/error-middleware.ts: the code of an error response, read by the request log.
  errorCode = undefined;
}

/**
 * How long an idle keep-alive connection stays open: longer than a load balancer's idle timeout
 * (60 s on the common ones), so the balancer, not the api, closes it and never reuses a closed one.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The api's HTTP server: the Express app on requests and responses of the classes above. */
export function createApiServer(): Server {
  const server = createServer({ IncomingMessage: ApiRequest, ServerResponse: ApiResponse }, createApp());
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

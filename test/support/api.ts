import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createApiServer } from "../../src/app/api-server.js";
import { waitForRedis } from "../../src/platform/redis.js";

export interface TestApi {
  baseUrl: string;
  close: () => Promise<void>;
}

/** The real Express app on an ephemeral port (or `port`, when PUBLIC_URL must name it). */
export async function startApi(listenPort = 0): Promise<TestApi> {
  await waitForRedis();
  const server: Server = createApiServer();
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Small fetch wrapper: JSON in, JSON out, bearer key optional. */
export function client(baseUrl: string, key?: string) {
  async function call<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(key ? { Authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }
  return {
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>("GET", path, undefined, headers),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => call<T>("POST", path, body, headers),
    delete: <T = any>(path: string, headers?: Record<string, string>) => call<T>("DELETE", path, undefined, headers),
    call,
  };
}

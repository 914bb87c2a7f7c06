/** Thin fetch wrapper for the bench's own set-up calls (never for the measured load). */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export type ApiClient = ReturnType<typeof apiClient>;

export function apiClient(baseUrl: string, key: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (e.g. a proxy error page): keep the text for the error message
    }
    return { status: response.status, body: parsed as T };
  }
  return {
    get: <T = Record<string, unknown>>(path: string) => call<T>("GET", path),
    post: <T = Record<string, unknown>>(path: string, body?: unknown) => call<T>("POST", path, body),
    delete: <T = Record<string, unknown>>(path: string) => call<T>("DELETE", path),
  };
}

/** A scenario whose endpoints (or worker) do not exist yet: reported as "not available", not as a failure. */
export class NotAvailable extends Error {}

export function describe(response: ApiResponse): string {
  const error = (response.body as { error?: { code?: string; message?: string } } | undefined)?.error;
  return error ? `${response.status} ${error.code ?? ""}: ${error.message ?? ""}`.trim() : `HTTP ${response.status}`;
}

/** 404 route_not_found / 405 means the route is not built yet. */
export function isMissingRoute(response: ApiResponse): boolean {
  const code = (response.body as { error?: { code?: string } } | undefined)?.error?.code;
  return response.status === 405 || (response.status === 404 && code === "route_not_found");
}

import type { ApiRoute } from "../http/route-table.js";

export const customerRoutes: ApiRoute[] = [];

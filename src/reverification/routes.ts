import type { ApiRoute } from "../http/route-table.js";

export const reverificationRoutes: ApiRoute[] = [];

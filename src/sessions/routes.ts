import { z } from "zod";
import type { ApiRoute } from "../http/route-table.js";
import { pageQueryKeys, pageRequest } from "../pagination/paginate.js";
import { cancelSession } from "./cancel-session.js";
import { createSessionBody } from "./create-schema.js";
import { createSession } from "./create-session.js";
import { getSession, listSessions } from "./read-sessions.js";

const listQuery = z.strictObject({ ...pageQueryKeys });
const cancelBody = z.strictObject({});

export const sessionRoutes: ApiRoute[] = [
  {
    method: "post",
    path: "/verification-sessions",
    scope: "sessions:write",
    handler: async ({ req, auth }) => ({ status: 201, body: await createSession(auth, createSessionBody.parse(req.body ?? {})) }),
  },
  {
    method: "get",
    path: "/verification-sessions",
    scope: "sessions:write",
    handler: async ({ req, auth }) => {
      listQuery.parse(req.query);
      return { body: { object: "list", ...(await listSessions(auth.merchantId, auth.mode, pageRequest(req.query))) } };
    },
  },
  {
    method: "get",
    path: "/verification-sessions/:id",
    scope: "sessions:write",
    handler: async ({ req, auth }) => ({ body: await getSession(auth.merchantId, auth.mode, String(req.params.id)) }),
  },
  {
    method: "post",
    path: "/verification-sessions/:id/cancel",
    scope: "sessions:write",
    handler: async ({ req, auth }) => {
      cancelBody.parse(req.body ?? {});
      return { body: await cancelSession(auth.merchantId, auth.mode, String(req.params.id)) };
    },
  },
];

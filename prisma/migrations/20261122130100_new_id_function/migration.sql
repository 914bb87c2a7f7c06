-- Ids made inside a statement (a webhook fan-out creates one delivery per matching endpoint, a
-- number only the statement knows) have the same format as src/ids.ts's newId: the prefix and
-- length are passed by newIdSql() there; this only supplies the randomness. 45 CSPRNG bytes give
-- 60 base64 characters; dropping '+' and '/' keeps each remaining one uniform over the 62 of
-- [0-9A-Za-z] (rejection sampling). More than 36 of 60 are dropped with probability below 1e-39,
-- so token_length up to 24 is always met. A single-expression SQL function: the planner inlines it.
CREATE EXTENSION IF NOT EXISTS pgcrypto;

CREATE FUNCTION "pb_new_id"(prefix TEXT, token_length INTEGER) RETURNS TEXT
LANGUAGE sql VOLATILE PARALLEL SAFE
AS $$
  SELECT prefix || '_' || left(replace(replace(encode(gen_random_bytes(45), 'base64'), '+', ''), '/', ''), token_length)
$$;

-- The pruning job finds spent wallet challenges by expiry and flows of old objects by age
-- (src/sdk/prune-spent-sdk-rows.ts).
CREATE INDEX "wallet_challenges_expires_at_idx" ON "wallet_challenges"("expires_at");

CREATE INDEX "sdk_flows_created_at_idx" ON "sdk_flows"("created_at");

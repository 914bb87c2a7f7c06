-- A wallet may sign in on any EIP-155 chain, and some chain IDs do not fit in 32 bits
-- (the SDK accepts up to 2^53 - 1, the largest ID a JSON number holds exactly).
ALTER TABLE "wallet_challenges" ALTER COLUMN "chain_id" TYPE BIGINT;

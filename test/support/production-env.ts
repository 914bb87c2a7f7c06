/** An environment src/platform/config.ts accepts with NODE_ENV=production, but for its SMS provider (left to the test). */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  ENCRYPTION_KEY: "x".repeat(40),
  ADMIN_PASSWORD: "a-long-admin-password",
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
  CHAIN_RPC_URL: "https://rpc.example.com",
  CHAIN_ID: "8453",
  CHAIN_SIGNER_PRIVATE_KEY: `0x${"1".repeat(64)}`,
  EAS_CONTRACT_ADDRESS: `0x${"2".repeat(40)}`,
  EAS_SCHEMA_REGISTRY_ADDRESS: `0x${"3".repeat(40)}`,
};

/** The Twilio settings a production SMS provider needs. */
export const PRODUCTION_TWILIO = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+15005550006" };

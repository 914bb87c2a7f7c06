-- AlterTable: a live text handed to the provider carries a lease until its answer is recorded, so
-- disabling live access can wait for the texts already on their way (src/sms/live-sms-in-flight.ts).
ALTER TABLE "phone_codes" ADD COLUMN "sms_sending_until" TIMESTAMPTZ(3);

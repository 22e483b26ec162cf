ALTER TABLE "totp_credentials" ADD COLUMN "enabled_at" timestamp with time zone;--> statement-breakpoint
-- A 2FA already on was set up when its setup started, or later: that start is the best bound known.
UPDATE "totp_credentials" SET "enabled_at" = "created_at" WHERE "secret" IS NOT NULL;

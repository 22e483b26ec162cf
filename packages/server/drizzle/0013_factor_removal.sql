ALTER TABLE "passkeys" ADD COLUMN "removal_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "totp_credentials" ADD COLUMN "removal_due_at" timestamp with time zone;
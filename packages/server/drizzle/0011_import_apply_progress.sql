ALTER TABLE "imports" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "error_code" text;
CREATE TABLE "memory_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"body" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "memory_segments_account_idx";--> statement-breakpoint
ALTER TABLE "memory_uploads" ADD CONSTRAINT "memory_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_segments_unique_idx" ON "memory_segments" USING btree ("account_id","source_language","target_language",md5("source"),md5("target"));
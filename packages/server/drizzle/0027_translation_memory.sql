CREATE TABLE "memory_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"source_language" text NOT NULL,
	"source" text NOT NULL,
	"target_language" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_keys" ADD COLUMN "memory_source" text;--> statement-breakpoint
-- The memory's source of every key written so far: its base value's text, a plural key's `other` form.
UPDATE "translation_keys" k SET "memory_source" = nullif(coalesce(t.text, t.forms ->> 'other'), '')
FROM "translations" t, "projects" p
WHERE p.id = k.project_id AND t.key_id = k.id AND t.language = p.base_language AND t.state <> 'EMPTY';--> statement-breakpoint
ALTER TABLE "memory_segments" ADD CONSTRAINT "memory_segments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_segments_account_idx" ON "memory_segments" USING btree ("account_id","source_language","target_language");--> statement-breakpoint
CREATE INDEX "memory_segments_source_idx" ON "memory_segments" USING gin ("source" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "translation_keys_memory_idx" ON "translation_keys" USING gin ("memory_source" gin_trgm_ops);
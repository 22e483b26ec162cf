CREATE TABLE "machine_cache" (
	"provider" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"source_hash" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_cache_provider_source_language_target_language_source_hash_pk" PRIMARY KEY("provider","source_language","target_language","source_hash")
);
--> statement-breakpoint
CREATE TABLE "machine_usage" (
	"account_id" uuid NOT NULL,
	"month" text NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "machine_usage_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "machine_usage" ADD CONSTRAINT "machine_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
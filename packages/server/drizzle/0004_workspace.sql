CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"key_id" uuid,
	"kind" text NOT NULL,
	"language" text,
	"before" text,
	"after" text,
	"account_id" uuid,
	"batch_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_progress" (
	"group_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"language" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"translated" integer DEFAULT 0 NOT NULL,
	"reviewed" integer DEFAULT 0 NOT NULL,
	"outdated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_progress_group_id_language_pk" PRIMARY KEY("group_id","language")
);
--> statement-breakpoint
CREATE TABLE "project_languages" (
	"project_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_languages_project_id_tag_pk" PRIMARY KEY("project_id","tag")
);
--> statement-breakpoint
CREATE TABLE "translation_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"plural" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"key_id" uuid NOT NULL,
	"language" text NOT NULL,
	"text" text,
	"forms" jsonb,
	"state" text DEFAULT 'EMPTY' NOT NULL,
	"outdated" boolean DEFAULT false NOT NULL,
	"issue_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_key_id_language_pk" PRIMARY KEY("key_id","language")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_key_id_translation_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."translation_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_progress" ADD CONSTRAINT "group_progress_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_progress" ADD CONSTRAINT "group_progress_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_languages" ADD CONSTRAINT "project_languages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_keys" ADD CONSTRAINT "translation_keys_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_keys" ADD CONSTRAINT "translation_keys_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_key_id_translation_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."translation_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_key_at_idx" ON "activities" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "activities_batch_idx" ON "activities" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "group_progress_project_idx" ON "group_progress" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "translation_keys_group_name_idx" ON "translation_keys" USING btree ("group_id",("name" collate "C"));--> statement-breakpoint
CREATE INDEX "translation_keys_project_idx" ON "translation_keys" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "translations_language_state_idx" ON "translations" USING btree ("language","state");--> statement-breakpoint
-- Every existing project gets its base language as its first language.
INSERT INTO "project_languages" ("project_id", "tag", "position", "created_at") SELECT "id", "base_language", 0, "created_at" FROM "projects";

CREATE TABLE "check_settings" (
	"project_id" uuid NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean NOT NULL,
	"severity" text,
	CONSTRAINT "check_settings_project_id_code_pk" PRIMARY KEY("project_id","code")
);
--> statement-breakpoint
CREATE TABLE "issue_backfill" (
	"project_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_counts" (
	"project_id" uuid NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"dismissed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "issue_counts_project_id_language_code_pk" PRIMARY KEY("project_id","language","code")
);
--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "block_on_errors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "distributions" ADD COLUMN "blocked_by_errors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_keys" ADD COLUMN "max_length" integer;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "issue_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "dismissed_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "check_settings" ADD CONSTRAINT "check_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_backfill" ADD CONSTRAINT "issue_backfill_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_counts" ADD CONSTRAINT "issue_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" DROP COLUMN "issue_count";--> statement-breakpoint
-- Values stored before this migration have no issue codes yet: the issue backfill checks each project once.
INSERT INTO "issue_backfill" ("project_id") SELECT "id" FROM "projects";
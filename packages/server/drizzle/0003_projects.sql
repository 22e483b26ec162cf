CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"base_language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text DEFAULT 'free' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_project_name_idx" ON "groups" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "groups_project_created_idx" ON "groups" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_account_name_idx" ON "projects" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "projects_account_created_idx" ON "projects" USING btree ("account_id","created_at");--> statement-breakpoint
-- Existing accounts keep their plan: copied before the columns go.
INSERT INTO "subscriptions" ("account_id", "plan_id", "since") SELECT "id", "plan_id", "plan_since" FROM "accounts";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "plan_id";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "plan_since";
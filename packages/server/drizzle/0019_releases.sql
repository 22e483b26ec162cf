CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"states" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_due_at" timestamp with time zone,
	CONSTRAINT "distributions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "release_files" (
	"release_id" uuid NOT NULL,
	"language" text NOT NULL,
	"file" text NOT NULL,
	"body" "bytea" NOT NULL,
	"gzip" "bytea" NOT NULL,
	"brotli" "bytea" NOT NULL,
	CONSTRAINT "release_files_release_id_language_file_pk" PRIMARY KEY("release_id","language","file")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"distribution_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"languages" text[] NOT NULL,
	"groups" text[] NOT NULL,
	"key_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_files" ADD CONSTRAINT "release_files_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "distributions_project_idx" ON "distributions" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "distributions_publish_due_idx" ON "distributions" USING btree ("publish_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_distribution_number_idx" ON "releases" USING btree ("distribution_id","number");
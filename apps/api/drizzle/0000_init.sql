CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event_id" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"props" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_origins" (
	"project_id" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_origins_project_id_origin_pk" PRIMARY KEY("project_id","origin")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"analytics_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"project_id" text NOT NULL,
	"client" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_project_id_client_window_start_pk" PRIMARY KEY("project_id","client","window_start")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"rdns" text,
	"homepage" text,
	"mobile_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"chains" text[] NOT NULL,
	"badge" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_origins" ADD CONSTRAINT "project_origins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("project_id","event_id");--> statement-breakpoint
CREATE INDEX "analytics_events_project_idx" ON "analytics_events" USING btree ("project_id","received_at");--> statement-breakpoint
CREATE INDEX "wallets_rank_idx" ON "wallets" USING btree ("rank","id");
-- Codes, device links and cooldowns live minutes: they are dropped here rather than converted (a login
-- under way during the upgrade starts again).
DELETE FROM "auth_codes";--> statement-breakpoint
DELETE FROM "auth_device_links";--> statement-breakpoint
DELETE FROM "email_cooldowns";--> statement-breakpoint
CREATE TABLE "auth_code_failures" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_email_undos" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_device_links" DROP CONSTRAINT "auth_device_links_user_id_auth_users_id_fk";
--> statement-breakpoint
DROP INDEX "auth_device_links_device_idx";--> statement-breakpoint
ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_purpose_subject_pk";--> statement-breakpoint
ALTER TABLE "auth_codes" ALTER COLUMN "device_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_cooldowns" DROP CONSTRAINT "email_cooldowns_pkey";--> statement-breakpoint
ALTER TABLE "email_cooldowns" ADD COLUMN "client" text NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_purpose_subject_device_id_pk" PRIMARY KEY("purpose","subject","device_id");--> statement-breakpoint
ALTER TABLE "email_cooldowns" ADD CONSTRAINT "email_cooldowns_email_client_pk" PRIMARY KEY("email","client");--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "sent_to" text NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "grants_recovery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_device_links" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_device_links" ADD COLUMN "label" text NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_devices" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "may_recover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_email_undos" ADD CONSTRAINT "auth_email_undos_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_email_undos_expires_idx" ON "auth_email_undos" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_device_links_device_idx" ON "auth_device_links" USING btree ("email","device_id");--> statement-breakpoint
ALTER TABLE "auth_device_links" DROP COLUMN "user_id";
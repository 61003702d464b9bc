ALTER TABLE "auth_farcaster_logins" ADD COLUMN "signed_fid" integer;--> statement-breakpoint
ALTER TABLE "auth_farcaster_logins" ADD COLUMN "custody" text;--> statement-breakpoint
ALTER TABLE "auth_farcaster_logins" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "auth_farcaster_logins" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "auth_farcaster_logins" ADD COLUMN "code_fid" integer;--> statement-breakpoint
ALTER TABLE "auth_farcaster_logins" ADD COLUMN "code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_social_logins" ADD COLUMN "completion_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_farcaster_logins_nonce_idx" ON "auth_farcaster_logins" USING btree ("nonce");
CREATE TABLE "auth_farcaster_logins" (
	"channel_token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "auth_farcaster_logins_expires_idx" ON "auth_farcaster_logins" USING btree ("expires_at");
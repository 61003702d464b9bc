CREATE TABLE "siwx_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Sessions stored before sessions belonged to a project (made by tools, not by a sign-in) belong to none.
ALTER TABLE "sessions" ADD COLUMN "project_id" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "project_id" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "siwx_nonces_expires_idx" ON "siwx_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_project_idx" ON "sessions" USING btree ("project_id");
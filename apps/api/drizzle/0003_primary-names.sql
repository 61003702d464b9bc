CREATE TABLE "primary_names" (
	"address" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "primary_names" ADD CONSTRAINT "primary_names_name_names_name_fk" FOREIGN KEY ("name") REFERENCES "public"."names"("name") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "onramp_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"status" text NOT NULL,
	"purchase_currency" text NOT NULL,
	"purchase_amount" text NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_amount" text NOT NULL,
	"contract_address" text,
	"tx_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "onramp_purchases_address_idx" ON "onramp_purchases" USING btree ("address","created_at");
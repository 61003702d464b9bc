CREATE TABLE "balance_reads" (
	"chain_id" integer NOT NULL,
	"account" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_reads_chain_id_account_token_pk" PRIMARY KEY("chain_id","account","token")
);
--> statement-breakpoint
CREATE TABLE "indexed_blocks" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"hash" text NOT NULL,
	"parent_hash" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "indexed_blocks_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indexer_leases" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_addresses" (
	"name" text NOT NULL,
	"coin_type" bigint NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_addresses_name_coin_type_pk" PRIMARY KEY("name","coin_type")
);
--> statement-breakpoint
CREATE TABLE "names" (
	"name" text PRIMARY KEY NOT NULL,
	"attributes" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"chain_id" text NOT NULL,
	"pci" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"standard" text NOT NULL,
	"name" text,
	"symbol" text,
	"decimals" integer,
	CONSTRAINT "tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"tx_hash" text NOT NULL,
	"tx_index" integer NOT NULL,
	"log_index" integer NOT NULL,
	"tx_from" text NOT NULL,
	"tx_to" text,
	"status" text NOT NULL,
	"standard" text NOT NULL,
	"token" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"token_id" numeric(78, 0)
);
--> statement-breakpoint
ALTER TABLE "name_addresses" ADD CONSTRAINT "name_addresses_name_names_name_fk" FOREIGN KEY ("name") REFERENCES "public"."names"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "name_addresses_address_idx" ON "name_addresses" USING btree ("address");--> statement-breakpoint
CREATE INDEX "sessions_address_idx" ON "sessions" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_event_idx" ON "transfers" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "transfers_block_idx" ON "transfers" USING btree ("chain_id","block_number");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_address","block_time" desc);--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_address","block_time" desc);
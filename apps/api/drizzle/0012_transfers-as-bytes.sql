-- Issue 32: the indexer's tables as bytes, with only the indexes the routes read. Addresses and hashes
-- become bytea (20 and 32 bytes, where their text took 43 and 67), status and standard smallint codes;
-- transfers loses its id, block hash and block time (block_times holds one time per block) and keeps the
-- transaction's ends only where they differ from the row's own. The table is rebuilt in block order, so
-- an existing install gets the compact layout, not a rewrite in place. account_tokens (each account's
-- ERC-20 contracts) is filled from the transfers already indexed; connected_accounts holds the addresses
-- a `connected` chain indexes.
CREATE TABLE "block_times" (
	"chain_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "block_times_chain_id_number_pk" PRIMARY KEY("chain_id","number")
);
--> statement-breakpoint
INSERT INTO "block_times" ("chain_id", "number", "time")
SELECT "chain_id", "block_number", min("block_time") FROM "transfers" GROUP BY "chain_id", "block_number";
--> statement-breakpoint
CREATE INDEX "block_times_time_idx" ON "block_times" USING btree ("chain_id","time","number");
--> statement-breakpoint
CREATE TABLE "transfers_as_bytes" (
	"block_number" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_index" integer NOT NULL,
	"log_index" integer NOT NULL,
	"status" smallint NOT NULL,
	"standard" smallint NOT NULL,
	"tx_hash" bytea NOT NULL,
	"tx_from" bytea,
	"tx_to" bytea,
	"token" bytea,
	"from_address" bytea NOT NULL,
	"to_address" bytea NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"token_id" numeric(78, 0)
);
--> statement-breakpoint
INSERT INTO "transfers_as_bytes"
SELECT
	"block_number",
	"chain_id",
	"tx_index",
	"log_index",
	CASE "status" WHEN 'confirmed' THEN 0 ELSE 1 END,
	CASE "standard" WHEN 'native' THEN 0 WHEN 'erc20' THEN 1 ELSE 2 END,
	decode(substr("tx_hash", 3), 'hex'),
	CASE WHEN lower("tx_from") = lower("from_address") THEN NULL ELSE decode(substr("tx_from", 3), 'hex') END,
	CASE
		WHEN "tx_to" IS NULL THEN decode('', 'hex')
		WHEN lower("tx_to") = lower(coalesce("token", "to_address")) THEN NULL
		ELSE decode(substr("tx_to", 3), 'hex')
	END,
	decode(substr("token", 3), 'hex'),
	decode(substr("from_address", 3), 'hex'),
	decode(substr("to_address", 3), 'hex'),
	"amount",
	"token_id"
FROM "transfers"
ORDER BY "chain_id", "block_number", "tx_index", "log_index";
--> statement-breakpoint
DROP TABLE "transfers";
--> statement-breakpoint
ALTER TABLE "transfers_as_bytes" RENAME TO "transfers";
--> statement-breakpoint
CREATE INDEX "transfers_block_idx" ON "transfers" USING btree ("chain_id","block_number");
--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_address","chain_id","block_number");
--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_address","chain_id","block_number");
--> statement-breakpoint
CREATE INDEX "transfers_nft_to_idx" ON "transfers" USING btree ("to_address","chain_id") WHERE "transfers"."standard" = 2;
--> statement-breakpoint
CREATE INDEX "transfers_nft_idx" ON "transfers" USING btree ("chain_id","token","token_id","block_number","log_index") WHERE "transfers"."standard" = 2;
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"last_block" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"sent" boolean NOT NULL,
	"account" bytea NOT NULL,
	"token" bytea NOT NULL,
	CONSTRAINT "account_tokens_chain_id_account_token_pk" PRIMARY KEY("chain_id","account","token")
);
--> statement-breakpoint
INSERT INTO "account_tokens" ("last_block", "chain_id", "sent", "account", "token")
SELECT max("block_number"), "chain_id", bool_or("sent"), "account", "token"
FROM (
	SELECT "block_number", "chain_id", true AS "sent", "from_address" AS "account", "token" FROM "transfers" WHERE "standard" = 1
	UNION ALL
	SELECT "block_number", "chain_id", false, "to_address", "token" FROM "transfers" WHERE "standard" = 1
) AS "sides"
GROUP BY "chain_id", "account", "token";
--> statement-breakpoint
ALTER TABLE "tokens" ALTER COLUMN "address" SET DATA TYPE bytea USING decode(substr("address", 3), 'hex');
--> statement-breakpoint
ALTER TABLE "indexed_blocks" ALTER COLUMN "hash" SET DATA TYPE bytea USING decode(substr("hash", 3), 'hex');
--> statement-breakpoint
ALTER TABLE "indexed_blocks" ALTER COLUMN "parent_hash" SET DATA TYPE bytea USING decode(substr("parent_hash", 3), 'hex');
--> statement-breakpoint
ALTER TABLE "balance_reads" ALTER COLUMN "account" SET DATA TYPE bytea USING decode(substr("account", 3), 'hex');
--> statement-breakpoint
ALTER TABLE "balance_reads" ALTER COLUMN "token" SET DATA TYPE bytea USING CASE WHEN "token" = 'native' THEN decode('', 'hex') ELSE decode(substr("token", 3), 'hex') END;
--> statement-breakpoint
CREATE TABLE "connected_accounts" (
	"chain_id" integer NOT NULL,
	"address" bytea NOT NULL,
	"backfilled" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);

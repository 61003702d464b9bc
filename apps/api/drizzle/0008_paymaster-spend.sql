CREATE TABLE "paymaster_spend" (
	"chain_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"reserved_wei" numeric(78, 0) NOT NULL,
	CONSTRAINT "paymaster_spend_chain_id_scope_subject_day_pk" PRIMARY KEY("chain_id","scope","subject","day")
);

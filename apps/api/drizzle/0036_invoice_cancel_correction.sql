-- A note's cancellation (invoices: the justification asked for, SEFAZ's refusal, the event's XML;
-- features/invoices/cancel.ts) and its cartas de correção (invoice_corrections: each as sent,
-- registered with its sequence and files, or refused; features/invoices/correction.ts).
CREATE TABLE "invoice_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"sequence" integer,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"sefaz_code" text,
	"sefaz_message" text,
	"problem" text,
	"xml_url" text,
	"pdf_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_corrections_status_ck" CHECK ("invoice_corrections"."status" in ('registrada', 'recusada')),
	CONSTRAINT "invoice_corrections_sequence_ck" CHECK (("invoice_corrections"."status" = 'registrada') = ("invoice_corrections"."sequence" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancel_justification" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancel_problem" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancellation_xml_url" text;--> statement-breakpoint
ALTER TABLE "invoice_corrections" ADD CONSTRAINT "invoice_corrections_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_corrections_invoice_idx" ON "invoice_corrections" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_corrections_sequence_uq" ON "invoice_corrections" USING btree ("invoice_id","sequence");
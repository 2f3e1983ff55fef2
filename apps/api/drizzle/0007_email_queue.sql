-- The outbox becomes the e-mails' queue (features/email/delivery.ts): rows are written `queued`
-- with the change that causes them and a worker sends them, retrying with backoff. A row left
-- `pending` by the old inline sending (the process stopped mid-send) is queued again.
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'queued';--> statement-breakpoint
UPDATE "email_outbox" SET "status" = 'queued' WHERE "status" = 'pending';
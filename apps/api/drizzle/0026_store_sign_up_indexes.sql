-- What the sign-up asks of every store at once, at 10,000 stores and more (pnpm bench:stores).
-- The slug proposal reads the slugs that start with the name's (`slug like 'loja%'`): the
-- unique index on stores.slug followed the database's collation, which a prefix LIKE cannot
-- use unless it is C. It becomes a unique index in byte order (text_pattern_ops), under the
-- same name: equality and uniqueness are the same, and the prefix is a range of it, on
-- PostgreSQL and PGlite alike. "One e-mail owns one account" looks a seller up by e-mail alone
-- (stored lower-cased, asked as stored): sellers_store_email_uq leads with the store and cannot.
ALTER TABLE "stores" DROP CONSTRAINT "stores_slug_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "stores_slug_unique" ON "stores" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sellers_email_idx" ON "sellers" USING btree ("email");
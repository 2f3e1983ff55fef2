-- The payer's CPF an order was charged with (digits only): a boleto always names it, some
-- providers require it for every method. Orders placed before keep none.
ALTER TABLE "orders" ADD COLUMN "customer_cpf" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_cpf_ck" CHECK ("orders"."customer_cpf" ~ '^[0-9]{11}$');

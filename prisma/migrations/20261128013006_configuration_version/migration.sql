-- The version of the restaurant's configuration as a booking reads it. Each app instance keeps one
-- snapshot of that configuration and re-reads it when this number has moved
-- (graph/services/configuration-snapshot). Triggers raise it in the transaction that writes any of
-- the tables the snapshot comes from, so it moves when that transaction commits, whoever wrote.
CREATE TABLE "configuration_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "configuration_version_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "configuration_version_one_row" CHECK ("id" = 1)
);

INSERT INTO "configuration_version" ("id", "version") VALUES (1, 0);

-- BEFORE the statement: a transaction takes the version's row lock before it locks any row of
-- these tables, so two transactions writing them in different orders cannot deadlock on it.
CREATE FUNCTION "configuration_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "configuration_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;

CREATE TRIGGER "settings_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "opening_hours_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opening_hours" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "closed_days_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "closed_days" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "pacing_rules_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pacing_rules" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "rooms_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "room_combinations_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_combinations" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "stop_offers_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stop_offers" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "vat_rates_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vat_rates" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "billing_settings_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "billing_settings" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
CREATE TRIGGER "site_texts_configuration_changed" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_texts" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();
-- Of the staff, the snapshot holds only the manager's address and language (the staff inbox's
-- fallback): sign-ins and password changes leave it alone.
CREATE TRIGGER "staff_configuration_changed" BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF "email", "language", "is_manager" ON "staff" FOR EACH STATEMENT EXECUTE FUNCTION "configuration_changed"();

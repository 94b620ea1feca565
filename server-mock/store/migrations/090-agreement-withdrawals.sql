-- A consent record can record a withdrawal (accounts spec §4: turning e-statements off records the
-- consent as withdrawn); an agreement whose latest record is a withdrawal is needed again.
ALTER TABLE agreement_records ADD COLUMN withdrawn boolean NOT NULL DEFAULT false;

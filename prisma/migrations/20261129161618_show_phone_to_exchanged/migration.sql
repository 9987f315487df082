-- Issue 31: the privacy option "show the phone to contacts who exchanged cards" (default on).
ALTER TABLE "User" ADD COLUMN "showPhoneToExchanged" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "CrewEvent" ADD COLUMN "tableRules" TEXT;

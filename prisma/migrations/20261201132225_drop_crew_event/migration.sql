/*
  Warnings:

  - You are about to drop the `CrewEvent` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the column `eventId` on the `Roll` table. All the data in the column will be lost.

*/
-- DropIndex
DROP INDEX "CrewEvent_crewId_seq_key";

-- DropIndex
DROP INDEX "CrewEvent_undoneById_key";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "CrewEvent";
PRAGMA foreign_keys=on;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Roll" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "crewId" TEXT,
    "characterId" TEXT,
    "wizardId" TEXT,
    "stepId" TEXT,
    "who" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "sides" INTEGER NOT NULL,
    "dice" TEXT NOT NULL,
    "band" TEXT,
    "quality" INTEGER,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "result" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Roll_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Roll_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Roll_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Roll_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "Step" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Roll" ("band", "campaignId", "characterId", "createdAt", "crewId", "dice", "hidden", "id", "kind", "purpose", "quality", "reasons", "result", "sides", "stepId", "who", "wizardId") SELECT "band", "campaignId", "characterId", "createdAt", "crewId", "dice", "hidden", "id", "kind", "purpose", "quality", "reasons", "result", "sides", "stepId", "who", "wizardId" FROM "Roll";
DROP TABLE "Roll";
ALTER TABLE "new_Roll" RENAME TO "Roll";
CREATE INDEX "Roll_campaignId_createdAt_idx" ON "Roll"("campaignId", "createdAt");
CREATE INDEX "Roll_crewId_createdAt_idx" ON "Roll"("crewId", "createdAt");
CREATE INDEX "Roll_characterId_idx" ON "Roll"("characterId");
CREATE INDEX "Roll_wizardId_idx" ON "Roll"("wizardId");
CREATE INDEX "Roll_stepId_idx" ON "Roll"("stepId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

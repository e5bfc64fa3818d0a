/*
  Warnings:

  - You are about to drop the `Character` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Clock` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Cohort` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Downtime` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `Faction` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the column `assets` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `atWar` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `claims` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `coin` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `heat` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `hold` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `name` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `pendingEntanglements` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `prisonClaims` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `rep` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `tier` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `unpaidTithes` on the `Crew` table. All the data in the column will be lost.
  - You are about to drop the column `wanted` on the `Crew` table. All the data in the column will be lost.

*/
-- DropIndex
DROP INDEX "Character_crewId_idx";

-- DropIndex
DROP INDEX "Clock_requiresId_idx";

-- DropIndex
DROP INDEX "Clock_characterId_idx";

-- DropIndex
DROP INDEX "Cohort_crewId_idx";

-- DropIndex
DROP INDEX "Downtime_crewId_key";

-- DropIndex
DROP INDEX "Faction_crewId_idx";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Character";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Clock";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Cohort";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Downtime";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "Faction";
PRAGMA foreign_keys=on;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Crew" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '{}',
    "gmNotes" TEXT NOT NULL DEFAULT '',
    "characterNotes" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Crew_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Crew" ("campaignId", "characterNotes", "createdAt", "gmNotes", "id", "state", "updatedAt", "version") SELECT "campaignId", "characterNotes", "createdAt", "gmNotes", "id", "state", "updatedAt", "version" FROM "Crew";
DROP TABLE "Crew";
ALTER TABLE "new_Crew" RENAME TO "Crew";
CREATE INDEX "Crew_campaignId_idx" ON "Crew"("campaignId");
CREATE TABLE "new_Roll" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "crewId" TEXT,
    "characterId" TEXT,
    "wizardId" TEXT,
    "eventId" TEXT,
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
    CONSTRAINT "Roll_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "CrewEvent" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Roll" ("band", "campaignId", "characterId", "createdAt", "crewId", "dice", "eventId", "hidden", "id", "kind", "purpose", "quality", "reasons", "result", "sides", "who", "wizardId") SELECT "band", "campaignId", "characterId", "createdAt", "crewId", "dice", "eventId", "hidden", "id", "kind", "purpose", "quality", "reasons", "result", "sides", "who", "wizardId" FROM "Roll";
DROP TABLE "Roll";
ALTER TABLE "new_Roll" RENAME TO "Roll";
CREATE INDEX "Roll_campaignId_createdAt_idx" ON "Roll"("campaignId", "createdAt");
CREATE INDEX "Roll_crewId_createdAt_idx" ON "Roll"("crewId", "createdAt");
CREATE INDEX "Roll_characterId_idx" ON "Roll"("characterId");
CREATE INDEX "Roll_wizardId_idx" ON "Roll"("wizardId");
CREATE INDEX "Roll_eventId_idx" ON "Roll"("eventId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

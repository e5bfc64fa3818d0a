/*
  Warnings:

  - You are about to drop the `CollectionRecord` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `FavourRecord` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `HiredMuscle` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the `WarbandMember` table. If the table is not empty, all the data it contains will be lost.
  - You are about to drop the column `gold` on the `Wizard` table. All the data in the column will be lost.
  - You are about to drop the column `level` on the `Wizard` table. All the data in the column will be lost.
  - You are about to drop the column `markers` on the `Wizard` table. All the data in the column will be lost.
  - You are about to drop the column `name` on the `Wizard` table. All the data in the column will be lost.

*/
-- DropIndex
DROP INDEX "CollectionRecord_wizardId_createdAt_idx";

-- DropIndex
DROP INDEX "FavourRecord_wizardId_createdAt_idx";

-- DropIndex
DROP INDEX "HiredMuscle_wizardId_idx";

-- DropIndex
DROP INDEX "WarbandMember_wizardId_idx";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "CollectionRecord";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "FavourRecord";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "HiredMuscle";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "WarbandMember";
PRAGMA foreign_keys=on;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Wizard" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Wizard_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Wizard" ("campaignId", "createdAt", "id", "state", "updatedAt", "version") SELECT "campaignId", "createdAt", "id", "state", "updatedAt", "version" FROM "Wizard";
DROP TABLE "Wizard";
ALTER TABLE "new_Wizard" RENAME TO "Wizard";
CREATE INDEX "Wizard_campaignId_idx" ON "Wizard"("campaignId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

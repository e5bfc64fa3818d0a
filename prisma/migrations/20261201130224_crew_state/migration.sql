-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Crew" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tier" INTEGER NOT NULL DEFAULT 0,
    "hold" TEXT NOT NULL DEFAULT 'weak',
    "rep" INTEGER NOT NULL DEFAULT 0,
    "coin" INTEGER NOT NULL DEFAULT 0,
    "heat" INTEGER NOT NULL DEFAULT 0,
    "wanted" INTEGER NOT NULL DEFAULT 0,
    "atWar" BOOLEAN NOT NULL DEFAULT false,
    "claims" TEXT NOT NULL DEFAULT '[]',
    "prisonClaims" TEXT NOT NULL DEFAULT '[]',
    "unpaidTithes" TEXT NOT NULL DEFAULT '[]',
    "pendingEntanglements" TEXT NOT NULL DEFAULT '[]',
    "assets" TEXT NOT NULL DEFAULT '[]',
    "gmNotes" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '{}',
    "characterNotes" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Crew_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Crew" ("assets", "atWar", "campaignId", "claims", "coin", "createdAt", "gmNotes", "heat", "hold", "id", "name", "pendingEntanglements", "prisonClaims", "rep", "tier", "unpaidTithes", "updatedAt", "version", "wanted") SELECT "assets", "atWar", "campaignId", "claims", "coin", "createdAt", "gmNotes", "heat", "hold", "id", "name", "pendingEntanglements", "prisonClaims", "rep", "tier", "unpaidTithes", "updatedAt", "version", "wanted" FROM "Crew";
DROP TABLE "Crew";
ALTER TABLE "new_Crew" RENAME TO "Crew";
CREATE INDEX "Crew_campaignId_idx" ON "Crew"("campaignId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ShareLink" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT,
    "characterId" TEXT,
    "wizardId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME,
    CONSTRAINT "ShareLink_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ShareLink_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ShareLink" ("characterId", "createdAt", "crewId", "id", "label", "revokedAt", "tokenHash", "wizardId") SELECT "characterId", "createdAt", "crewId", "id", "label", "revokedAt", "tokenHash", "wizardId" FROM "ShareLink";
DROP TABLE "ShareLink";
ALTER TABLE "new_ShareLink" RENAME TO "ShareLink";
CREATE UNIQUE INDEX "ShareLink_tokenHash_key" ON "ShareLink"("tokenHash");
CREATE INDEX "ShareLink_crewId_idx" ON "ShareLink"("crewId");
CREATE INDEX "ShareLink_wizardId_idx" ON "ShareLink"("wizardId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateTable
CREATE TABLE "Proposal" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "characterId" TEXT NOT NULL,
    "shareLinkId" TEXT,
    "intent" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "approved" TEXT,
    "reason" TEXT,
    "stepSeq" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" DATETIME,
    CONSTRAINT "Proposal_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Proposal_shareLinkId_fkey" FOREIGN KEY ("shareLinkId") REFERENCES "ShareLink" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RollRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "characterId" TEXT NOT NULL,
    "roll" TEXT NOT NULL,
    "note" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "rollId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answeredAt" DATETIME,
    CONSTRAINT "RollRequest_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Campaign" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'fr',
    "tableRules" TEXT NOT NULL DEFAULT '{}',
    "systems" TEXT NOT NULL DEFAULT '["downtime","d12","d100","frostgrave"]',
    "playersPropose" BOOLEAN NOT NULL DEFAULT true,
    "playersRoll" BOOLEAN NOT NULL DEFAULT true,
    "playersEditTexts" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Campaign" ("createdAt", "id", "language", "name", "systems", "tableRules", "updatedAt", "version") SELECT "createdAt", "id", "language", "name", "systems", "tableRules", "updatedAt", "version" FROM "Campaign";
DROP TABLE "Campaign";
ALTER TABLE "new_Campaign" RENAME TO "Campaign";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "Proposal_crewId_createdAt_idx" ON "Proposal"("crewId", "createdAt");

-- CreateIndex
CREATE INDEX "Proposal_shareLinkId_status_idx" ON "Proposal"("shareLinkId", "status");

-- CreateIndex
CREATE INDEX "RollRequest_crewId_createdAt_idx" ON "RollRequest"("crewId", "createdAt");

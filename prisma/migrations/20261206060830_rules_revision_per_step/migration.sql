-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Step" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "aggregate" TEXT NOT NULL,
    "aggregateId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "dice" TEXT NOT NULL DEFAULT '[]',
    "detail" TEXT NOT NULL DEFAULT '{}',
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "tableRules" TEXT,
    "rulesRevision" INTEGER NOT NULL DEFAULT 1,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneById" TEXT,
    "crewId" TEXT,
    "wizardId" TEXT,
    "complexActionId" TEXT,
    CONSTRAINT "Step_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Step_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Step_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Step_complexActionId_fkey" FOREIGN KEY ("complexActionId") REFERENCES "ComplexAction" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Step_undoneById_fkey" FOREIGN KEY ("undoneById") REFERENCES "Step" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Step" ("aggregate", "aggregateId", "campaignId", "complexActionId", "createdAt", "crewId", "detail", "dice", "hidden", "id", "payload", "reasons", "seq", "tableRules", "type", "undoneById", "wizardId") SELECT "aggregate", "aggregateId", "campaignId", "complexActionId", "createdAt", "crewId", "detail", "dice", "hidden", "id", "payload", "reasons", "seq", "tableRules", "type", "undoneById", "wizardId" FROM "Step";
DROP TABLE "Step";
ALTER TABLE "new_Step" RENAME TO "Step";
CREATE UNIQUE INDEX "Step_undoneById_key" ON "Step"("undoneById");
CREATE INDEX "Step_campaignId_createdAt_idx" ON "Step"("campaignId", "createdAt");
CREATE INDEX "Step_crewId_idx" ON "Step"("crewId");
CREATE INDEX "Step_wizardId_idx" ON "Step"("wizardId");
CREATE INDEX "Step_complexActionId_idx" ON "Step"("complexActionId");
CREATE UNIQUE INDEX "Step_aggregate_aggregateId_seq_key" ON "Step"("aggregate", "aggregateId", "seq");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateTable
CREATE TABLE "Step" (
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

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Roll" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "crewId" TEXT,
    "characterId" TEXT,
    "wizardId" TEXT,
    "eventId" TEXT,
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
    CONSTRAINT "Roll_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "CrewEvent" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Roll_stepId_fkey" FOREIGN KEY ("stepId") REFERENCES "Step" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Roll" ("band", "campaignId", "characterId", "createdAt", "crewId", "dice", "eventId", "hidden", "id", "kind", "purpose", "quality", "reasons", "result", "sides", "who", "wizardId") SELECT "band", "campaignId", "characterId", "createdAt", "crewId", "dice", "eventId", "hidden", "id", "kind", "purpose", "quality", "reasons", "result", "sides", "who", "wizardId" FROM "Roll";
DROP TABLE "Roll";
ALTER TABLE "new_Roll" RENAME TO "Roll";
CREATE INDEX "Roll_campaignId_createdAt_idx" ON "Roll"("campaignId", "createdAt");
CREATE INDEX "Roll_crewId_createdAt_idx" ON "Roll"("crewId", "createdAt");
CREATE INDEX "Roll_characterId_idx" ON "Roll"("characterId");
CREATE INDEX "Roll_wizardId_idx" ON "Roll"("wizardId");
CREATE INDEX "Roll_eventId_idx" ON "Roll"("eventId");
CREATE INDEX "Roll_stepId_idx" ON "Roll"("stepId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Step_undoneById_key" ON "Step"("undoneById");

-- CreateIndex
CREATE INDEX "Step_campaignId_createdAt_idx" ON "Step"("campaignId", "createdAt");

-- CreateIndex
CREATE INDEX "Step_crewId_idx" ON "Step"("crewId");

-- CreateIndex
CREATE INDEX "Step_wizardId_idx" ON "Step"("wizardId");

-- CreateIndex
CREATE INDEX "Step_complexActionId_idx" ON "Step"("complexActionId");

-- CreateIndex
CREATE UNIQUE INDEX "Step_aggregate_aggregateId_seq_key" ON "Step"("aggregate", "aggregateId", "seq");

-- CreateTable
CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'fr',
    "tableRules" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "GmCredential" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "passphraseHash" TEXT,
    "setupTokenHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GmCredential_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Session_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShareLink" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "label" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME,
    CONSTRAINT "ShareLink_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Crew" (
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
    "gmNotes" TEXT NOT NULL DEFAULT '',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Crew_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Faction" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tier" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Faction_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Character" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "attributes" TEXT NOT NULL DEFAULT '{}',
    "skills" TEXT NOT NULL DEFAULT '{}',
    "harm" TEXT NOT NULL DEFAULT '[]',
    "trauma" TEXT NOT NULL DEFAULT '[]',
    "vice" TEXT,
    "load" INTEGER NOT NULL DEFAULT 0,
    "coin" INTEGER NOT NULL DEFAULT 0,
    "pools" TEXT NOT NULL DEFAULT '{}',
    "traits" TEXT NOT NULL DEFAULT '[]',
    "comfort" TEXT,
    "fear" TEXT,
    "destiny" INTEGER NOT NULL DEFAULT 0,
    "gmNotes" TEXT NOT NULL DEFAULT '',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Character_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Cohort" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "quality" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Cohort_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Clock" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "characterId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "segments" INTEGER NOT NULL,
    "filled" INTEGER NOT NULL DEFAULT 0,
    "requiresId" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Clock_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Clock_requiresId_fkey" FOREIGN KEY ("requiresId") REFERENCES "Clock" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Downtime" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "phase" TEXT NOT NULL DEFAULT 'idle',
    "number" INTEGER NOT NULL DEFAULT 0,
    "activitiesUsed" TEXT NOT NULL DEFAULT '{}',
    "seasonBonus" BOOLEAN NOT NULL DEFAULT false,
    "state" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Downtime_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Roll" (
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Roll_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Roll_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Roll_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Roll_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Roll_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "CrewEvent" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CrewEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "crewId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "dice" TEXT NOT NULL DEFAULT '[]',
    "detail" TEXT NOT NULL DEFAULT '{}',
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneById" TEXT,
    CONSTRAINT "CrewEvent_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CrewEvent_undoneById_fkey" FOREIGN KEY ("undoneById") REFERENCES "CrewEvent" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Wizard" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 0,
    "gold" INTEGER NOT NULL DEFAULT 0,
    "markers" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Wizard_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WarbandMember" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "wizardId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "baseCost" INTEGER NOT NULL DEFAULT 0,
    "will" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "WarbandMember_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HiredMuscle" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "wizardId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "HiredMuscle_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "FavourRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "wizardId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "markersDelta" INTEGER NOT NULL,
    "goldDelta" INTEGER NOT NULL DEFAULT 0,
    "details" TEXT NOT NULL DEFAULT '{}',
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FavourRecord_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CollectionRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "wizardId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "markersAtCheck" INTEGER NOT NULL,
    "checkRoll" INTEGER,
    "tableRoll" INTEGER,
    "entry" TEXT,
    "markersRemoved" INTEGER NOT NULL DEFAULT 0,
    "goldPaid" INTEGER NOT NULL DEFAULT 0,
    "details" TEXT NOT NULL DEFAULT '{}',
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CollectionRecord_wizardId_fkey" FOREIGN KEY ("wizardId") REFERENCES "Wizard" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ComplexAction" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "crewId" TEXT,
    "name" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ComplexAction_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ComplexAction_crewId_fkey" FOREIGN KEY ("crewId") REFERENCES "Crew" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GmCredential_campaignId_key" ON "GmCredential"("campaignId");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_campaignId_idx" ON "Session"("campaignId");

-- CreateIndex
CREATE UNIQUE INDEX "ShareLink_tokenHash_key" ON "ShareLink"("tokenHash");

-- CreateIndex
CREATE INDEX "ShareLink_crewId_idx" ON "ShareLink"("crewId");

-- CreateIndex
CREATE INDEX "Crew_campaignId_idx" ON "Crew"("campaignId");

-- CreateIndex
CREATE INDEX "Faction_crewId_idx" ON "Faction"("crewId");

-- CreateIndex
CREATE INDEX "Character_crewId_idx" ON "Character"("crewId");

-- CreateIndex
CREATE INDEX "Cohort_crewId_idx" ON "Cohort"("crewId");

-- CreateIndex
CREATE INDEX "Clock_characterId_idx" ON "Clock"("characterId");

-- CreateIndex
CREATE INDEX "Clock_requiresId_idx" ON "Clock"("requiresId");

-- CreateIndex
CREATE UNIQUE INDEX "Downtime_crewId_key" ON "Downtime"("crewId");

-- CreateIndex
CREATE INDEX "Roll_campaignId_createdAt_idx" ON "Roll"("campaignId", "createdAt");

-- CreateIndex
CREATE INDEX "Roll_crewId_createdAt_idx" ON "Roll"("crewId", "createdAt");

-- CreateIndex
CREATE INDEX "Roll_characterId_idx" ON "Roll"("characterId");

-- CreateIndex
CREATE INDEX "Roll_wizardId_idx" ON "Roll"("wizardId");

-- CreateIndex
CREATE INDEX "Roll_eventId_idx" ON "Roll"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "CrewEvent_undoneById_key" ON "CrewEvent"("undoneById");

-- CreateIndex
CREATE UNIQUE INDEX "CrewEvent_crewId_seq_key" ON "CrewEvent"("crewId", "seq");

-- CreateIndex
CREATE INDEX "Wizard_campaignId_idx" ON "Wizard"("campaignId");

-- CreateIndex
CREATE INDEX "WarbandMember_wizardId_idx" ON "WarbandMember"("wizardId");

-- CreateIndex
CREATE INDEX "HiredMuscle_wizardId_idx" ON "HiredMuscle"("wizardId");

-- CreateIndex
CREATE INDEX "FavourRecord_wizardId_createdAt_idx" ON "FavourRecord"("wizardId", "createdAt");

-- CreateIndex
CREATE INDEX "CollectionRecord_wizardId_createdAt_idx" ON "CollectionRecord"("wizardId", "createdAt");

-- CreateIndex
CREATE INDEX "ComplexAction_campaignId_idx" ON "ComplexAction"("campaignId");

-- CreateIndex
CREATE INDEX "ComplexAction_crewId_idx" ON "ComplexAction"("crewId");

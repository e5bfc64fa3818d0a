/**
 * The data step of migration `20261201132217_step_log` (decision 014): the crews' histories
 * (`CrewEvent`) become the first aggregates of the campaign's one history (`Step`, aggregate
 * "crew"), each row with the same id, seq, contents and undo link, and every roll made by a step
 * points at it (`Roll.stepId`, was `eventId`). The next migration drops `CrewEvent`.
 */
import type Database from 'better-sqlite3';

export function stepLog(db: Database.Database): void {
  db.exec(`
    INSERT INTO "Step" ("id", "campaignId", "aggregate", "aggregateId", "seq", "type", "payload", "dice", "detail", "reasons",
                        "tableRules", "hidden", "createdAt", "undoneById", "crewId")
    SELECT e."id", c."campaignId", 'crew', e."crewId", e."seq", e."type", e."payload", e."dice", e."detail", e."reasons",
           e."tableRules", e."hidden", e."createdAt", e."undoneById", e."crewId"
    FROM "CrewEvent" e JOIN "Crew" c ON c."id" = e."crewId";
    UPDATE "Roll" SET "stepId" = "eventId" WHERE "eventId" IS NOT NULL;
  `);
}

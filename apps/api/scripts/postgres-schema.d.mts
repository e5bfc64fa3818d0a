// Types of ./postgres-schema.mjs (a plain Node script, imported by the API's tests and tools).
export declare const SQLITE_SCHEMA: string;
export declare const POSTGRES_SCHEMA: string;
export declare function postgresSchemaText(source: string): string;
export declare function writePostgresSchema(): string;

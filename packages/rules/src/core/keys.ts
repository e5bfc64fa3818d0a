/**
 * Names used as object keys (skills, attributes…). A plain object answers `constructor`,
 * `toString`, `__proto__`… from its prototype: such a name is refused at the door (see `keySchema`
 * in model/schemas.ts), and the engine reads keys as own properties only, so even a record built
 * by hand can never hand back a prototype's function as a rating.
 */

/** A name Object.prototype already answers (`constructor`, `toString`, `__proto__`, …). */
export function isReservedKey(name: string): boolean {
  return name in Object.prototype;
}

/** `record[key]` when `key` is the record's own property, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * JSON request bodies, checked on their text before anything walks them (app.ts's parser):
 *
 * - bytes that are not UTF-8 are refused (400 `body: invalid UTF-8`), never decoded to U+FFFD and
 *   stored;
 * - nesting deeper than MAX_JSON_DEPTH is refused (400 naming where), so no recursive code (zod,
 *   JSON.stringify, a walk over the value) can overflow the stack on a request;
 * - a `\uD800`-style escape with no pair is refused: SQLite would store it as U+FFFD.
 *
 * The scan is one pass over the text with no recursion; a text that is not JSON at all is left to
 * the JSON parser (400 `malformed JSON`).
 */
import { BadRequestError } from './errors';

/** Containers inside containers: the deepest thing the app stores is about 15 levels down. */
export const MAX_JSON_DEPTH = 32;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or a 400 when its bytes are not UTF-8. */
export function decodeUtf8(body: Buffer | string): string {
  if (typeof body === 'string') return body;
  try {
    return utf8.decode(body);
  } catch {
    throw new BadRequestError('body', 'invalid UTF-8');
  }
}

export interface JsonTextIssue {
  /** Where, from the top value: `['crews', 0, 'events', 12, 'detail', 'a']`. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

interface Frame {
  readonly array: boolean;
  index: number;
  /** Where the current key is in the text (quotes included): decoded only to name a path. */
  keyStart: number;
  keyEnd: number;
  expectKey: boolean;
}

function decoded(raw: string): string {
  try {
    return String(JSON.parse(raw));
  } catch {
    return raw;
  }
}

const LONE_SURROGATE = /\p{Cs}/u;

/** The first place where the JSON text nests deeper than `maxDepth` or holds a lone surrogate. */
export function scanJsonText(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonTextIssue | null {
  const frames: Frame[] = [];
  const pathOf = (): (string | number)[] => frames.map((f) => (f.array ? f.index : decoded(text.slice(f.keyStart, f.keyEnd))));
  // The next `\u` escape: only a string that holds one can hold a lone surrogate (decoded UTF-8
  // never does), and only those strings are decoded here.
  let nextEscape = text.indexOf('\\u');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let end = text.indexOf('"', i + 1);
      // A quote preceded by an odd number of backslashes is escaped.
      while (end > 0) {
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end < 0) return null; // unterminated: the parser says so
      const top = frames[frames.length - 1];
      if (top && !top.array && top.expectKey) {
        top.keyStart = i;
        top.keyEnd = end + 1;
        top.expectKey = false;
      }
      if (nextEscape !== -1 && nextEscape < end) {
        if (LONE_SURROGATE.test(decoded(text.slice(i, end + 1)))) return { path: pathOf(), message: 'invalid Unicode (an unpaired surrogate)' };
        nextEscape = text.indexOf('\\u', end);
      }
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (frames.length >= maxDepth) return { path: pathOf(), message: `nested deeper than ${maxDepth} levels` };
      frames.push({ array: c === 0x5b, index: 0, keyStart: 0, keyEnd: 0, expectKey: c === 0x7b });
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      frames.pop();
    } else if (c === 0x2c /* , */) {
      const top = frames[frames.length - 1];
      if (top?.array) top.index++;
      else if (top) top.expectKey = true;
    }
  }
  return null;
}

/** A JSON body's text: UTF-8, not nested too deep, no lone surrogate; else a 400 naming where. */
export function checkedJsonText(body: Buffer | string): string {
  const text = decodeUtf8(body);
  const issue = scanJsonText(text);
  if (issue !== null) throw new BadRequestError(['body', ...issue.path].join('.'), issue.message);
  return text;
}

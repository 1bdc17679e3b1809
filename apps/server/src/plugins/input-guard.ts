import { MAX_ID } from '@makerboard/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Text PostgreSQL cannot store: a NUL character, and a lone UTF-16 surrogate (it has no UTF-8
 * form). Either one reaching a query is a database error, so they are refused at the door.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u; // with the u flag, only unpaired halves match
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
/** No integer of this API goes beyond PostgreSQL's `integer`; larger ones are refused, not overflowed. */
const MAX_INTEGER = MAX_ID;
/** A walk this deep or this wide is not a request this API takes; the validators refuse it. */
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

export interface Finding {
  field: string;
  problem: 'UNSTORABLE_TEXT' | 'NUMBER_OUT_OF_RANGE';
}

/** The first value in a request part that no route could store, with where it is. */
export function findUnstorable(value: unknown, path: string, checkNumbers: boolean): Finding | null {
  let nodes = 0;
  const walk = (node: unknown, at: string, depth: number): Finding | null => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return null;
    if (typeof node === 'string') return unstorable(node) ? { field: at, problem: 'UNSTORABLE_TEXT' } : null;
    if (typeof node === 'number') {
      const outOfRange = checkNumbers && Number.isInteger(node) && Math.abs(node) > MAX_INTEGER;
      return outOfRange ? { field: at, problem: 'NUMBER_OUT_OF_RANGE' } : null;
    }
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) {
        const found = walk(item, `${at}.${index}`, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const name = at ? `${at}.${key}` : key;
        if (unstorable(key)) return { field: at || 'body', problem: 'UNSTORABLE_TEXT' };
        const found = walk(item, name, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(value, path, 0);
}

/**
 * The input layer every route shares (issue "nothing an outsider can break"): before any rule or
 * validator reads a request, its path values, query and JSON body are checked for text the
 * database cannot store and integers beyond its `integer`. Either is a 400 that names the field;
 * nothing of the value is echoed or logged. JSON numbers only: numbers in paths and queries are
 * text until their schema coerces them, and the schemas bound them.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const found =
      findUnstorable(request.params, '', false) ??
      findUnstorable(request.query, '', false) ??
      findUnstorable(request.body, '', true);
    if (found) {
      const field = found.field || 'body';
      throw new AppError(400, found.problem, { field }, [], { [field]: found.problem });
    }
  });
}

/**
 * A long list of controls drawn in chunks that keep their identity across edits. React walks the
 * ancestors of every child that skips a render (React 19's lazy context propagation), so redrawing a
 * 500-control list costs 500 walks even when one control changed. In chunks, only the chunks whose
 * controls changed re-render; the others skip as one child each.
 *
 * Pure: the previous chunks and the new list in, the new chunks out. A previous chunk whose controls
 * are all still there, in order and unchanged (`===`), is reused as it is; the controls in between
 * form new chunks that take over the id of the chunk their first control came from, so React keeps
 * their elements (controls are keyed by key inside a chunk) and only the changed control redraws.
 */
import type { Control } from '@siteguard/form-engine';

export interface Chunk {
  readonly id: number;
  readonly items: readonly Control[];
}

/** A chunk grows to twice this before it is split, so a few inserts do not move controls around. */
export const CHUNK_SIZE = 32;

function intactAt(chunk: Chunk, list: readonly Control[], at: number): boolean {
  if (at + chunk.items.length > list.length) return false;
  return chunk.items.every((item, i) => list[at + i] === item);
}

type Segment = { readonly chunk: Chunk } | { readonly items: Control[] };

export function rechunk(previous: readonly Chunk[], list: readonly Control[], nextId: () => number): Chunk[] {
  const startsWith = new Map<Control, Chunk>();
  const homeOf = new Map<string, number>();
  for (const chunk of previous) {
    const first = chunk.items[0];
    if (first) startsWith.set(first, chunk);
    for (const item of chunk.items) homeOf.set(item.key, chunk.id);
  }
  // 1. reused chunks and the runs of controls between them
  const segments: Segment[] = [];
  const taken = new Set<number>();
  let run: Control[] = [];
  for (let i = 0; i < list.length; ) {
    const item = list[i] as Control;
    const chunk = startsWith.get(item);
    if (chunk && !taken.has(chunk.id) && intactAt(chunk, list, i)) {
      if (run.length > 0) segments.push({ items: run });
      run = [];
      segments.push({ chunk });
      taken.add(chunk.id);
      i += chunk.items.length;
    } else {
      run.push(item);
      i += 1;
    }
  }
  if (run.length > 0) segments.push({ items: run });
  // 2. runs become chunks (split when too long), each inheriting its first control's chunk id
  const out: Chunk[] = [];
  for (const segment of segments) {
    if ('chunk' in segment) {
      out.push(segment.chunk);
      continue;
    }
    const { items } = segment;
    const pieces = items.length > CHUNK_SIZE * 2 ? Math.ceil(items.length / CHUNK_SIZE) : 1;
    const size = Math.ceil(items.length / pieces);
    for (let p = 0; p < pieces; p++) {
      const part = items.slice(p * size, (p + 1) * size);
      const home = homeOf.get((part[0] as Control).key);
      const id = home !== undefined && !taken.has(home) ? home : nextId();
      taken.add(id);
      out.push({ id, items: part });
    }
  }
  return out;
}

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { LANGS } from '../i18n.js';

/** A dictionary type with its values, labels in the requested language (spec §3 "Dictionary type"). */
export const dictTypeNode = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  children: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
});
export type DictTypeNode = z.infer<typeof dictTypeNode>;

export const dictApi = {
  tree: defineEndpoint({
    method: 'GET',
    path: '/sysDictType/tree',
    summary: 'Every enabled dictionary with its values, for the browser cache (DICT_TYPE_TREE_DATA).',
    access: { authenticated: true },
    query: z.object({ lang: z.enum(LANGS).optional() }),
    response: z.array(dictTypeNode),
    tags: ['system'],
  }),
};

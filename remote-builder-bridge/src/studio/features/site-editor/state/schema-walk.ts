import { pageModuleSchema, type Module } from '@keepsake/shared/contract/website';

// The module contract read by zod's type names (the studio does not bundle zod itself: it is the shell's),
// so the properties panel draws an editor for every field the contract has, nested objects and lists too.
export interface SchemaNode {
  _def: {
    typeName: string;
    innerType?: SchemaNode;
    values?: string[];
    options?: SchemaNode[];
    value?: unknown;
    type?: SchemaNode;
    checks?: { kind: string; value?: unknown; regex?: RegExp }[];
    minLength?: { value: number } | null;
    defaultValue?: () => unknown;
    discriminator?: string;
  };
  shape?: Record<string, SchemaNode>;
}

export type Path = readonly (string | number)[];
export const pathKey = (path: Path) => path.join('.');

export function unwrap(schema: SchemaNode): { inner: SchemaNode; optional: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  while ((inner._def.typeName === 'ZodOptional' || inner._def.typeName === 'ZodDefault') && inner._def.innerType) {
    if (inner._def.typeName === 'ZodOptional') optional = true;
    if (inner._def.typeName === 'ZodDefault' && inner._def.defaultValue) defaultValue = inner._def.defaultValue();
    inner = inner._def.innerType;
  }
  return { inner, optional, defaultValue };
}

export const moduleSchemaOf = (type: Module['type']) => pageModuleSchema.optionsMap.get(type) as unknown as SchemaNode | undefined;

/** An image object of the contract (src, alt and the intrinsic size): edited with the image picker. */
export const isImageShape = (node: SchemaNode) => Boolean(node.shape && 'src' in node.shape && 'alt' in node.shape && 'width' in node.shape);

/** A string that must look like a link (the contract's href rule): edited with the page picker or a URL. */
export const isHrefString = (node: SchemaNode) => node._def.checks?.some((c) => c.kind === 'regex' && String(c.regex).includes('mailto')) ?? false;

export const newId = (prefix: string) =>
  `${prefix}-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID().slice(0, 8) : Math.random().toString(36).slice(2, 10)}`;

// Starter words for a new list item's required text, so the item is valid the moment it is added.
const STARTERS: Record<string, string> = {
  quote: 'Words a family shared with us.',
  author: 'A family we served',
  title: 'A new point',
  label: 'A new link',
  text: 'A sentence about it.',
  name: 'A new location',
  line1: '1 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  phoneNumber: '(555) 010-0100',
};

/** A valid starter value for a schema node (a new list item): ids are fresh, required text has words. */
export function starterValue(schema: SchemaNode, key: string, fallbackImage: () => unknown): unknown {
  const { inner, optional, defaultValue } = unwrap(schema);
  if (defaultValue !== undefined) return defaultValue;
  if (optional) return undefined;
  if (key === 'id') return newId('item');
  if (isImageShape(inner)) return fallbackImage();
  switch (inner._def.typeName) {
    case 'ZodString':
      return isHrefString(inner) ? '/' : (STARTERS[key] ?? 'New text');
    case 'ZodNumber':
      return 0;
    case 'ZodBoolean':
      return false;
    case 'ZodEnum':
      return inner._def.values?.[0];
    case 'ZodArray':
      return [];
    case 'ZodObject': {
      const value: Record<string, unknown> = {};
      for (const [child, node] of Object.entries(inner.shape ?? {})) {
        const starter = starterValue(node, child, fallbackImage);
        if (starter !== undefined) value[child] = starter;
      }
      return value;
    }
    default:
      return undefined;
  }
}

/** A copy of `root` with the value at `path` replaced (undefined removes the key; arrays stay arrays). */
export function setIn(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const next = [...root];
    next[head as number] = setIn(root[head as number], rest, value);
    return next;
  }
  const object = { ...(root as Record<string, unknown>) };
  const child = setIn(object[head as string], rest, value);
  if (child === undefined) delete object[head as string];
  else object[head as string] = child;
  return object;
}

export function getIn(root: unknown, path: Path): unknown {
  let value = root;
  for (const part of path) value = value == null ? undefined : (value as Record<string | number, unknown>)[part];
  return value;
}

/** Moves the entry at `from` one place up or down; at an edge nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, direction: 'up' | 'down'): T[] {
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

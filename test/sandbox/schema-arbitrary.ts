import fc from 'fast-check';

/**
 * fast-check arbitraries for the JSON Schema subset docs/api/openapi.yaml uses (objects with
 * required and closed properties, strings with maxLength and examples, numbers, booleans, const,
 * enum, arrays): values the schema accepts, and values it refuses, one broken rule each. Small
 * on purpose: the libraries that map JSON Schema to fast-check are unmaintained (decision 059).
 */

export interface Schema {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly examples?: readonly unknown[];
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly items?: Schema;
}

/** Text a person or a script might send: printable, accented, control characters, markup. */
const anyText = (maxLength: number) =>
  fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 40) });

/** The schema's type, read from `type` or from its `const`. */
function typeOf(schema: Schema): string | undefined {
  if (schema.type !== undefined) return schema.type;
  if (schema.const !== undefined) return typeof schema.const;
  return undefined;
}

/** Values `schema` accepts; its examples often, as a client mostly sends sensible values. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const examples = schema.examples ?? [];
  const generated = generatedValue(schema);
  return examples.length === 0
    ? generated
    : fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...examples) },
        { weight: 1, arbitrary: generated },
      );
}

function generatedValue(schema: Schema): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return anyText(schema.maxLength ?? 40).filter(
        (text) =>
          text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity),
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: 4 });
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue();
  }
}

function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property)]),
  );
  return fc.record(model, {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  });
}

/** A value of another JSON type than `schema`'s. */
function otherType(schema: Schema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const others: fc.Arbitrary<unknown>[] = [
    ...(type === 'string' ? [] : [fc.string({ maxLength: 8 })]),
    ...(type === 'number' ? [] : [fc.integer()]),
    ...(type === 'boolean' ? [] : [fc.boolean()]),
    fc.constant(null),
    ...(type === 'array' ? [] : [fc.array(fc.integer(), { maxLength: 2 })]),
    ...(type === 'object' ? [] : [fc.constant({})]),
  ];
  return fc.oneof(...others);
}

/**
 * Values `schema` (an object schema) refuses: a valid one with one rule broken (a required
 * property missing, a property of another type, one too long, a const not kept, an unknown
 * property), or no object at all.
 */
export function invalidObject(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const valid = validObject(schema);
  const broken: fc.Arbitrary<unknown>[] = [otherType(schema)];
  if (required.length > 0) {
    broken.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, name]) => {
        const rest = { ...value };
        Reflect.deleteProperty(rest, name);
        return rest;
      }),
    );
  }
  if (properties.length > 0) {
    broken.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) =>
          fc
            .tuple(valid, otherType(property))
            .map(([value, wrong]) => ({ ...value, [name]: wrong })),
        ),
    );
  }
  const bounded = properties.filter(([, property]) => property.maxLength !== undefined);
  if (bounded.length > 0) {
    broken.push(
      fc
        .constantFrom(...bounded)
        .chain(([name, property]) =>
          fc
            .tuple(valid, fc.string({ minLength: (property.maxLength ?? 0) + 1, maxLength: 80 }))
            .map(([value, long]) => ({ ...value, [name]: long })),
        ),
    );
  }
  const constant = properties.filter(([, property]) => property.const !== undefined);
  if (constant.length > 0) {
    broken.push(
      fc
        .constantFrom(...constant)
        .chain(([name, property]) =>
          valid.map((value) => ({ ...value, [name]: property.const === true ? false : null })),
        ),
    );
  }
  if (schema.additionalProperties === false) {
    const known = new Set(properties.map(([name]) => name));
    broken.push(
      fc
        .tuple(
          valid,
          fc
            .string({ minLength: 1, maxLength: 12 })
            .filter((name) => !known.has(name) && name !== '__proto__'),
        )
        .map(([value, name]) => ({ ...value, [name]: 'x' })),
    );
  }
  return fc.oneof(...broken);
}

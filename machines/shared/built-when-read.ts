/** What `builtWhenRead` gives: each factory's product under the factory's key. */
export type Built<Factories extends Record<string, () => unknown>> = {
  readonly [Key in keyof Factories]: ReturnType<Factories[Key]>;
};

/**
 * An object whose each property is built by its factory when first read, then kept: the same
 * value on every later read, and nothing built for a property never read.
 */
export function builtWhenRead<Factories extends Record<string, () => unknown>>(
  factories: Factories,
): Built<Factories> {
  const built = {};
  for (const [key, create] of Object.entries(factories)) {
    let kept: { value: unknown } | undefined;
    Object.defineProperty(built, key, {
      enumerable: true,
      get: () => (kept ??= { value: create() }).value,
    });
  }
  return built as Built<Factories>;
}

/**
 * A contracts schema as the browser's build gives it (vite.config.ts,
 * `contractsWithoutServerSchemas`): built the first time anything reads it, not when its module
 * loads. A module's schemas are evaluated together, with the chunk that holds them, and a page
 * that shows one figure from a module then built every form's schema in it: 100 to 200 ms of a
 * throttled phone's time on a business's home.
 *
 * Every read, write and check goes to the built schema, so that zod and the forms see it as it
 * is; the object the proxy stands on is an empty placeholder, and the properties it reports are
 * configurable, as a proxy's invariants require of what the placeholder does not have.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  return new Proxy(Object.create(null) as Schema, {
    get: (_placeholder, key) => Reflect.get(schema(), key, schema()) as unknown,
    set: (_placeholder, key, value) => Reflect.set(schema(), key, value),
    has: (_placeholder, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_placeholder, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_placeholder, key, descriptor) =>
      Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_placeholder, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}

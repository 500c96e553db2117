import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('a schema built when first used', () => {
  it('is built once, on the first read, and then checks as the schema itself', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().trim().min(1, 'Name is required.') });
    });
    expect(builds).toBe(0);
    expect(item.safeParse({ name: ' Asha ' })).toEqual({ success: true, data: { name: 'Asha' } });
    expect(item.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Name is required.');
    expect(builds).toBe(1);
  });

  it('is taken by zod as the schema it stands for: inside others, extended, as a type', () => {
    const name = lazySchema(() => z.string().min(1, 'Name?'));
    const fields = lazySchema(() => ({ name, age: z.number().int() }));
    const person = lazySchema(() => z.object({ ...fields }));
    const employee = lazySchema(() => person.extend({ id: z.string() }).partial({ age: true }));
    expect(employee.parse({ name: 'Ravi', id: 'e1' })).toEqual({ name: 'Ravi', id: 'e1' });
    expect(employee.safeParse({ name: '', id: 'e1' }).error?.issues[0]?.message).toBe('Name?');
    expect(Object.keys(person.shape)).toEqual(['name', 'age']);
    expect(person instanceof z.ZodObject).toBe(true);
    expect(z.array(name).parse(['a'])).toEqual(['a']);
  });
});

import { defineConfig } from 'drizzle-kit';

// Every area keeps its tables in its own `*.table.ts` files, which its `Area` lists too
// (src/areas.unit.test.ts checks the two agree): adding an area adds no line here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/domains/**/*.table.ts',
  out: './drizzle',
});

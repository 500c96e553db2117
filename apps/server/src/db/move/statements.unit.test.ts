import { describe, expect, it } from 'vitest';
import { adaptDump } from './import';
import { splitStatements } from './statements';

describe('splitStatements', () => {
  it('cuts at the semicolons between statements and leaves comments out', () => {
    const script = `--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\n/* a /* nested */ note; */\nCREATE TABLE public.t (x integer);\n\n-- done\n`;
    expect(splitStatements(script)).toEqual([
      'SET statement_timeout = 0;',
      'CREATE TABLE public.t (x integer);',
    ]);
  });

  it('keeps a semicolon inside strings, quoted names and dollar quotes', () => {
    const script = [
      "INSERT INTO public.notes VALUES ('a; b', 'it''s; here', 'line one;\nline two;');",
      'CREATE TABLE "odd;name" (x integer);',
      "CREATE FUNCTION public.f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'x;'; RETURN NEW; END; $$;",
      'CREATE FUNCTION public.g() RETURNS text LANGUAGE sql AS $body$ SELECT $$;$$ $body$;',
      "SELECT E'back\\\\slash\\'; still a string';",
    ].join('\n');
    expect(splitStatements(script)).toEqual(
      script.split('\n').reduce<string[]>((all, line) => {
        // The first statement spans three lines.
        if (line.startsWith('line')) all[all.length - 1] += `\n${line}`;
        else all.push(line);
        return all;
      }, []),
    );
  });

  it('does not take a $1 or a name with a dollar for a dollar quote', () => {
    expect(splitStatements('SELECT $1; SELECT a$b$c FROM t;')).toEqual([
      'SELECT $1;',
      'SELECT a$b$c FROM t;',
    ]);
  });

  it('keeps a last statement without its semicolon', () => {
    expect(splitStatements('SELECT 1;\nSELECT 2')).toEqual(['SELECT 1;', 'SELECT 2']);
  });
});

describe('adaptDump', () => {
  const known = new Set(['statement_timeout', 'client_encoding']);

  it('leaves out a SET of a setting the target lacks, and the extensions’ drops and comments', () => {
    const { kept, leftOut } = adaptDump(
      [
        'SET statement_timeout = 0;',
        'SET transaction_timeout = 0;',
        "SET client_encoding TO 'UTF8';",
        'DROP EXTENSION IF EXISTS pg_trgm;',
        'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;',
        "COMMENT ON EXTENSION pg_trgm IS 'trigrams';",
        "COMMENT ON TABLE public.t IS 'kept';",
        "INSERT INTO public.t VALUES ('SET transaction_timeout = 0;');",
      ],
      known,
    );
    expect(kept).toEqual([
      'SET statement_timeout = 0;',
      "SET client_encoding TO 'UTF8';",
      'CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;',
      "COMMENT ON TABLE public.t IS 'kept';",
      "INSERT INTO public.t VALUES ('SET transaction_timeout = 0;');",
    ]);
    expect(leftOut).toEqual([
      {
        statement: 'SET transaction_timeout = 0;',
        reason: 'a setting this PostgreSQL does not have',
      },
      {
        statement: 'DROP EXTENSION IF EXISTS pg_trgm;',
        reason: 'the extensions are kept as the target has them',
      },
      {
        statement: "COMMENT ON EXTENSION pg_trgm IS 'trigrams';",
        reason: 'the extensions are kept as the target has them',
      },
    ]);
  });
});

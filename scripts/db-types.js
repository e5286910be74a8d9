// @ts-check
// `npm run db:types`: writes src/lib/database.types.ts, the `Database` type that supabase-js takes
// (`createClient<Database>`), from the schema the migrations build. It boots PGlite as the SQL
// tests do, reads the `public` schema from pg_catalog, and writes what `supabase gen types
// typescript --schema public` writes for it (the TypeScript template of supabase/postgres-meta,
// with one-to-one detection on as the CLI sets it), so the
// file stays interchangeable with the CLI's. tests/lib/database-types.test.ts fails when the
// committed file no longer matches the migrations.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import { startDatabase } from "../supabase/local/boot.js";

export const typesFile = fileURLToPath(new URL("../src/lib/database.types.ts", import.meta.url));

/** @typedef {import("@electric-sql/pglite").PGlite} PGlite */
/**
 * @typedef {{ id: number; name: string; kind: "r" | "p" | "f" | "v" | "m"; is_updatable: boolean }} Relation
 * @typedef {{
 *   table_id: number; name: string; format: string; is_nullable: boolean; is_identity: boolean;
 *   is_identity_always: boolean; is_generated: boolean; has_default: boolean; is_updatable: boolean
 * }} Column
 * @typedef {{
 *   foreign_key_name: string; relation: string; columns: string[]; referenced_relation: string;
 *   referenced_columns: string[]; is_one_to_one: boolean
 * }} Relationship
 * @typedef {{ mode: "in" | "out" | "inout" | "variadic" | "table"; name: string; type_id: number; has_default: boolean }} Arg
 * @typedef {{
 *   name: string; args: Arg[]; argument_types: string; return_type_id: number;
 *   return_type_relation_id: number | null; is_set_returning_function: boolean;
 *   prorows: number | null
 * }} Func
 * @typedef {{
 *   id: number; name: string; schema: string; format: string; enums: string[];
 *   attributes: { name: string; type_id: number }[]; type_relation_id: number | null
 * }} PgType
 * @typedef {{
 *   relations: Relation[]; columns: Column[]; relationships: Relationship[]; functions: Func[];
 *   types: PgType[]
 * }} Catalog
 */

const schema = "public";

/**
 * Runs a catalog query; the column names and types of each query below are those of its typedef.
 *
 * @template T
 * @param {PGlite} db
 * @param {string} sql
 * @returns {Promise<T[]>}
 */
async function select(db, sql) {
  /** @type {import("@electric-sql/pglite").Results<T>} */
  const result = await db.query(sql, sql.includes("$1") ? [schema] : []);
  return result.rows;
}

/**
 * The parts of the schema the CLI's generator reads, from the catalog columns postgres-meta reads.
 *
 * @param {PGlite} db
 * @returns {Promise<Catalog>}
 */
async function readCatalog(db) {
  /** @type {Relation[]} */
  const relations = await select(
    db,
    `select c.oid::int4 as id, c.relname as name, c.relkind as kind,
            -- updatable views take inserts and updates (information_schema.views' definition)
            c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as is_updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
  );
  /** @type {Column[]} */
  const columns = await select(
    db,
    `select a.attrelid::int4 as table_id, a.attname as name,
            coalesce(bt.typname, t.typname) as format,
            not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
            a.attidentity in ('a', 'd') as is_identity,
            a.attidentity = 'a' as is_identity_always,
            a.attgenerated <> '' as is_generated,
            a.atthasdef as has_default,
            c.relkind in ('r', 'p')
              or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))
              as is_updatable
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped`,
  );
  // Foreign keys between relations of the schema; one-to-one when the referencing columns are
  // also the table's primary key or a unique key (what PostgREST's schema cache calls O2O).
  /** @type {Relationship[]} */
  const relationships = await select(
    db,
    `select fk.conname as foreign_key_name, tab.relname as relation,
            cols.names as columns, ref.relname as referenced_relation, cols.refs as referenced_columns,
            exists (
              select 1 from pg_constraint k
               where k.conrelid = fk.conrelid and k.contype in ('p', 'u')
                 and (select jsonb_agg(a.attname order by a.attnum)
                        from pg_attribute a
                       where a.attrelid = k.conrelid and a.attnum = any (k.conkey)) = cols.names
            ) as is_one_to_one
       from pg_constraint fk
       join pg_class tab on tab.oid = fk.conrelid
       join pg_namespace tn on tn.oid = tab.relnamespace
       join pg_class ref on ref.oid = fk.confrelid
       join pg_namespace rn on rn.oid = ref.relnamespace
       cross join lateral (
         select jsonb_agg(c.attname order by k.ord) as names,
                jsonb_agg(r.attname order by k.ord) as refs
           from unnest(fk.conkey, fk.confkey) with ordinality as k (col, refcol, ord)
           join pg_attribute c on c.attrelid = fk.conrelid and c.attnum = k.col
           join pg_attribute r on r.attrelid = fk.confrelid and r.attnum = k.refcol
       ) cols
      where fk.contype = 'f' and fk.conparentid = 0 and tn.nspname = $1 and rn.nspname = $1`,
  );
  // Trigger functions are no RPC; every other function of the schema is one (PostgREST's
  // /rpc/<name>), whatever its grants, as the CLI lists them. Of the declared parameters, the
  // last pronargdefaults inputs have defaults.
  /** @type {Func[]} */
  const functions = await select(
    db,
    `select p.proname as name,
            coalesce((
              select jsonb_agg(jsonb_build_object(
                       'mode', case a.mode when 'i' then 'in' when 'o' then 'out'
                                 when 'b' then 'inout' when 'v' then 'variadic' else 'table' end,
                       'name', coalesce(a.name, ''),
                       'type_id', a.type_id::int4,
                       'has_default', a.is_input and a.inputs_from_end <= p.pronargdefaults)
                     order by a.ord)
                from (
                  select u.*, u.mode in ('i', 'b', 'v') as is_input,
                         count(*) filter (where u.mode in ('i', 'b', 'v'))
                           over (order by u.ord desc) as inputs_from_end
                    from unnest(
                           coalesce(p.proallargtypes, p.proargtypes::oid[]),
                           coalesce(p.proargmodes, array_fill('i'::"char",
                             array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
                           p.proargnames
                         ) with ordinality as u (type_id, mode, name, ord)
                ) a
            ), '[]') as args,
            pg_get_function_arguments(p.oid) as argument_types,
            p.prorettype::int4 as return_type_id,
            nullif(rt.typrelid, 0)::int4 as return_type_relation_id,
            p.proretset as is_set_returning_function,
            case when p.proretset then nullif(p.prorows, 0)::float8 end as prorows
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'
        and rt.typname not in ('trigger', 'event_trigger')`,
  );
  // Every schema's types, since a column or argument may use one from outside the schema.
  /** @type {PgType[]} */
  const types = await select(
    db,
    `select t.oid::int4 as id, t.typname as name, n.nspname as schema,
            format_type(t.oid, null) as format,
            coalesce((select jsonb_agg(e.enumlabel order by e.enumsortorder)
                        from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
            coalesce((select jsonb_agg(jsonb_build_object('name', a.attname,
                                                          'type_id', a.atttypid::int4)
                                       order by a.attnum)
                        from pg_class c join pg_attribute a on a.attrelid = c.oid
                       where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0
                         and not a.attisdropped), '[]') as attributes,
            nullif(t.typrelid, 0)::int4 as type_relation_id
       from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where t.typrelid = 0
         or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`,
  );
  return { relations, columns, relationships, functions, types };
}

/**
 * The CLI also lists the foreign keys a view's columns carry over from its tables (PostgREST
 * reads them off the view's definition, postgres-meta's views_key_dependencies.sql). Nothing
 * here needs that yet, so a view over a foreign key's columns stops the generator rather than
 * get relationships that differ from the CLI's.
 *
 * @param {PGlite} db
 */
async function refuseViewsOverForeignKeys(db) {
  /** @type {{ view: string; column: string }[]} */
  const found = await select(
    db,
    `select distinct v.relname as view, t.relname || '.' || a.attname as column
       from pg_rewrite r
       join pg_class v on v.oid = r.ev_class
       join pg_namespace vn on vn.oid = v.relnamespace
       join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
                       and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
       join pg_class t on t.oid = d.refobjid and t.oid <> v.oid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where vn.nspname = $1 and v.relkind in ('v', 'm')
        and exists (
          select 1
            from pg_constraint fk
            join pg_class ft on ft.oid = fk.conrelid
            join pg_class rt on rt.oid = fk.confrelid
           where fk.contype = 'f' and ft.relnamespace = vn.oid and rt.relnamespace = vn.oid
             and ((fk.conrelid = t.oid and a.attnum = any (fk.conkey))
               or (fk.confrelid = t.oid and a.attnum = any (fk.confkey))))
      order by 1, 2`,
  );
  if (found.length > 0) {
    const list = found.map(({ view, column }) => `${view} (${column})`).join(", ");
    throw new Error(
      `db-types: views over foreign-key columns are not supported (their relationships): ${list}`,
    );
  }
}

const byName = (/** @type {{ name: string }} */ a, /** @type {{ name: string }} */ b) =>
  a.name.localeCompare(b.name);
const quote = JSON.stringify;

// PostgREST calls a function with one unnamed parameter of these types (json, jsonb, text) with
// the request body as it is.
const unnamedArgTypes = new Set([114, 3802, 25]);
const inModes = new Set(["in", "inout", "variadic"]);

/**
 * The TypeScript source of the `Database` type and its helpers, before formatting.
 *
 * @param {Catalog} catalog
 * @returns {string}
 */
function render({ relations, columns, relationships, functions, types }) {
  const tables = relations.filter((r) => ["r", "p", "f"].includes(r.kind)).sort(byName);
  const views = relations.filter((r) => ["v", "m"].includes(r.kind)).sort(byName);
  const plainTables = tables.filter((r) => r.kind !== "f");
  const plainViews = views.filter((r) => r.kind === "v");
  const relationNames = new Map(relations.map((r) => [r.id, r.name]));
  const typesById = new Map(types.map((t) => [t.id, t]));
  const rowTypes = new Map(types.filter((t) => t.type_relation_id).map((t) => [t.id, t]));
  const enums = types.filter((t) => t.schema === schema && t.enums.length > 0).sort(byName);
  const composites = types
    .filter((t) => t.schema === schema && t.attributes.length > 0)
    .sort(byName);

  /** @type {Map<number, Column[]>} */
  const columnsOf = new Map(relations.map((r) => [r.id, []]));
  for (const column of columns) columnsOf.get(column.table_id)?.push(column);
  for (const list of columnsOf.values()) list.sort(byName);
  const columnsOfRelation = (/** @type {number} */ id) => columnsOf.get(id) ?? [];

  relationships.sort(
    (a, b) =>
      a.foreign_key_name.localeCompare(b.foreign_key_name) ||
      a.referenced_relation.localeCompare(b.referenced_relation) ||
      quote(a.referenced_columns).localeCompare(quote(b.referenced_columns)),
  );

  /**
   * @param {string} pgType a type's name (an array's is its element's with a leading `_`)
   * @returns {string}
   */
  function tsType(pgType) {
    if (pgType === "bool") return "boolean";
    if (["int2", "int4", "int8", "float4", "float8", "numeric"].includes(pgType)) return "number";
    if (
      [
        "bytea",
        "bpchar",
        "varchar",
        "date",
        "text",
        "citext",
        "time",
        "timetz",
        "timestamp",
        "timestamptz",
        "uuid",
        "vector",
        "interval",
      ].includes(pgType)
    ) {
      return "string";
    }
    if (pgType === "json" || pgType === "jsonb") return "Json";
    if (pgType === "void") return "undefined";
    if (pgType === "record") return "Record<string, unknown>";
    if (pgType.startsWith("_")) return `(${tsType(pgType.slice(1))})[]`;
    const named = (/** @type {PgType[]} */ candidates) =>
      candidates.find((t) => t.schema === schema) ?? candidates[0];
    const enumType = named(types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      return enumType.schema === schema
        ? `Database[${quote(schema)}]["Enums"][${quote(enumType.name)}]`
        : enumType.enums.map((label) => quote(label)).join(" | ");
    }
    const composite = named(types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite) {
      return composite.schema === schema
        ? `Database[${quote(schema)}]["CompositeTypes"][${quote(composite.name)}]`
        : "unknown";
    }
    if (plainTables.some((t) => t.name === pgType)) {
      return `Database[${quote(schema)}]["Tables"][${quote(pgType)}]["Row"]`;
    }
    if (plainViews.some((v) => v.name === pgType)) {
      return `Database[${quote(schema)}]["Views"][${quote(pgType)}]["Row"]`;
    }
    return "unknown";
  }

  const tsTypeOf = (/** @type {number} */ typeId) => {
    const type = typesById.get(typeId);
    return type ? tsType(type.name) : "unknown";
  };
  const orNull = (/** @type {string} */ ts, /** @type {boolean} */ nullable) =>
    nullable && ts !== "unknown" ? `${ts} | null` : ts;
  const field = (
    /** @type {Column} */ column,
    /** @type {{ optional: boolean; nullable?: boolean }} */ { optional, nullable },
  ) =>
    `${quote(column.name)}${optional ? "?" : ""}: ${orNull(tsType(column.format), nullable ?? column.is_nullable)}`;
  // Nothing may be written to a column PostgreSQL fills itself (an identity GENERATED ALWAYS,
  // a generated column): a value for it is refused (42601 / 428C9), so the type forbids one.
  const writable = (/** @type {Column} */ column, /** @type {string} */ definition) =>
    column.is_identity_always || column.is_generated ? `${quote(column.name)}?: never` : definition;

  // PostgREST's RPC: a function is callable when its inputs are all named, or when an unnamed
  // one is the whole body (a single json, jsonb or text, or a table's row).
  const rpcs = functions
    .map((fn) => ({ ...fn, args: [...fn.args].sort(byName) }))
    .map((fn) => ({ fn, inArgs: fn.args.filter((arg) => inModes.has(arg.mode)) }))
    .filter(
      ({ inArgs }) =>
        inArgs.every(
          (arg) => arg.name !== "" || (arg.has_default && unnamedArgTypes.has(arg.type_id)),
        ) ||
        (inArgs.length === 1 &&
          (unnamedArgTypes.has(inArgs[0]?.type_id ?? 0) || rowTypes.has(inArgs[0]?.type_id ?? 0))),
    )
    .sort((a, b) => a.fn.name.localeCompare(b.fn.name));
  // PostgREST picks among overloads by the parameter names sent, and the CLI writes the ones it
  // cannot tell apart as error types; no migration needs either, so such a schema stops here.
  const overloaded = rpcs.find(({ fn }, i) => rpcs[i + 1]?.fn.name === fn.name);
  if (overloaded) {
    throw new Error(
      `db-types: ${schema}.${overloaded.fn.name} is overloaded; give each its own name`,
    );
  }

  /** The relation (or composite type) a function returns rows of, if any. */
  function returnRelationName(/** @type {Func} */ fn) {
    if (!fn.return_type_relation_id) return null;
    return (
      relationNames.get(fn.return_type_relation_id) ?? rowTypes.get(fn.return_type_id)?.name ?? null
    );
  }

  function returnType(/** @type {Func} */ fn) {
    const tableColumns = fn.args.filter((arg) => arg.mode === "table");
    if (tableColumns.length > 0) {
      return `{ ${tableColumns.map((arg) => `${quote(arg.name)}: ${tsTypeOf(arg.type_id)}`).join(", ")} }`;
    }
    const relation = [...plainTables, ...views].find((r) => r.id === fn.return_type_relation_id);
    if (relation) {
      return `{ ${columnsOfRelation(relation.id)
        .map((column) => field(column, { optional: false }))
        .join(", ")} }`;
    }
    return tsTypeOf(fn.return_type_id);
  }

  function returns(/** @type {Func} */ fn) {
    const to = returnRelationName(fn);
    const manyRows = fn.prorows !== null && fn.prorows > 1;
    /** @type {{ from: string; isOneToOne: boolean; isSetofReturn: boolean } | null} */
    let setof = to
      ? { from: "*", isOneToOne: !manyRows, isSetofReturn: fn.is_set_returning_function }
      : null;
    // A function of one table's row is also a computed relationship of that table (embedding).
    const rowArg = fn.args.length === 1 ? rowTypes.get(fn.args[0]?.type_id ?? 0) : undefined;
    if (to && rowArg) {
      setof = fn.is_set_returning_function
        ? { from: rowArg.format, isOneToOne: !manyRows, isSetofReturn: true }
        : { from: rowArg.format, isOneToOne: true, isSetofReturn: false };
    }
    // PostgREST answers a set-returning call with an array unless it is declared ROWS 1 and
    // returns a relation (postgrest-js then reads isOneToOne).
    const array = fn.is_set_returning_function && (manyRows || to === null) ? "[]" : "";
    const options = setof
      ? `\nSetofOptions: {\nfrom: ${quote(setof.from)}\nto: ${quote(to)}\nisOneToOne: ${setof.isOneToOne}\nisSetofReturn: ${setof.isSetofReturn}\n}`
      : "";
    return `Returns: ${returnType(fn)}${array}${options}`;
  }

  const args = (/** @type {Arg[]} */ inArgs) =>
    inArgs.length === 0
      ? "never"
      : `{ ${inArgs.map((arg) => `${quote(arg.name)}${arg.has_default ? "?" : ""}: ${tsTypeOf(arg.type_id)}`).join(", ")} }`;

  // Functions of a relation's row appear as its computed columns.
  const row = (/** @type {Relation} */ relation) =>
    `Row: { ${[
      ...columnsOfRelation(relation.id).map((c) => field(c, { optional: false })),
      ...rpcs
        .filter(({ fn }) => fn.argument_types === relation.name)
        .map(({ fn }) => `${quote(fn.name)}: ${orNull(returnType(fn), true)}`),
    ].join("\n")} }`;

  const relationshipsOf = (/** @type {Relation} */ relation) =>
    `Relationships: [${relationships
      .filter((r) => r.relation === relation.name)
      .map(
        (r) => `{
          foreignKeyName: ${quote(r.foreign_key_name)}
          columns: ${quote(r.columns)}
          isOneToOne: ${r.is_one_to_one}
          referencedRelation: ${quote(r.referenced_relation)}
          referencedColumns: ${quote(r.referenced_columns)}
        }`,
      )
      .join(", ")}]`;

  const none = "[_ in never]: never";
  const block = (/** @type {string[]} */ entries) => (entries.length ? entries.join("\n") : none);

  const tableTypes = tables.map((table) => {
    const list = columnsOfRelation(table.id);
    return `${quote(table.name)}: {
      ${row(table)}
      Insert: { ${list
        .map((c) =>
          writable(c, field(c, { optional: c.is_nullable || c.is_identity || c.has_default })),
        )
        .join("\n")} }
      Update: { ${list.map((c) => writable(c, field(c, { optional: true }))).join("\n")} }
      ${relationshipsOf(table)}
    }`;
  });

  const viewTypes = views.map((view) => {
    const list = columnsOfRelation(view.id);
    const write = list
      .map((c) =>
        c.is_updatable ? field(c, { optional: true, nullable: true }) : `${quote(c.name)}?: never`,
      )
      .join("\n");
    return `${quote(view.name)}: {
      ${[
        row(view),
        ...(view.is_updatable ? [`Insert: { ${write} }`, `Update: { ${write} }`] : []),
        relationshipsOf(view),
      ].join("\n")}
    }`;
  });

  const functionTypes = rpcs.map(({ fn, inArgs }) => {
    const [only] = inArgs;
    const computedOnly =
      inArgs.length === 1 &&
      only?.name === "" &&
      rowTypes.has(only.type_id) &&
      !returnRelationName(fn);
    const result = computedOnly
      ? `Returns: { error: true } & ${quote(`the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`)}`
      : returns(fn);
    return `${quote(fn.name)}: { Args: ${args(inArgs)}; ${result} }`;
  });

  const enumTypes = enums.map(
    (e) => `${quote(e.name)}: ${e.enums.map((label) => quote(label)).join(" | ")}`,
  );

  const compositeTypes = composites.map(
    (c) =>
      `${quote(c.name)}: { ${c.attributes
        .map((a) => `${quote(a.name)}: ${orNull(tsTypeOf(a.type_id), true)}`)
        .join("\n")} }`,
  );

  return `// Written by \`npm run db:types\` (scripts/db-types.js) from supabase/migrations: do not edit.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${quote(schema)}: {
    Tables: { ${block(tableTypes)} }
    Views: { ${block(viewTypes)} }
    Functions: { ${block(functionTypes)} }
    Enums: { ${block(enumTypes)} }
    CompositeTypes: { ${block(compositeTypes)} }
  }
}

${helpers}

export const Constants = {
  ${quote(schema)}: {
    Enums: { ${enums.map((e) => `${quote(e.name)}: ${quote(e.enums)}`).join(", ")} },
  },
} as const
`;
}

// The helper types as the CLI writes them after the Database type.
const helpers = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${quote(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

${["Insert", "Update"]
  .map(
    (kind) => `export type Tables${kind}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { ${kind}: infer ${kind[0]} }
    ? ${kind[0]}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { ${kind}: infer ${kind[0]} }
      ? ${kind[0]}
      : never
    : never`,
  )
  .join("\n\n")}

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`;

/**
 * The `Database` type of the database's `public` schema, formatted as the project formats
 * src/lib/database.types.ts.
 *
 * @param {PGlite} db
 * @returns {Promise<string>}
 */
export async function databaseTypes(db) {
  await refuseViewsOverForeignKeys(db);
  const source = render(await readCatalog(db));
  const config = await prettier.resolveConfig(typesFile);
  return prettier.format(source, { ...config, filepath: typesFile });
}

/**
 * What src/lib/database.types.ts should hold for the migrations as they are now.
 *
 * @returns {Promise<string>}
 */
export async function generateDatabaseTypes() {
  const db = await startDatabase();
  try {
    return await databaseTypes(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(typesFile, await generateDatabaseTypes());
  console.log(`db-types: wrote ${typesFile}`);
}

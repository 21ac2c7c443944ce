/**
 * The part of Stash's GraphQL schema that Glide's documents use, as SDL: each object type with only
 * the fields the documents select (and of those fields only the arguments they pass), every input
 * type a used argument or variable can reach, the enums and scalars these name. Descriptions,
 * comments and deprecation reasons (prose) are left out. A document Stash would refuse, or one that
 * uses a deprecated field or argument, is an error here: Glide follows Stash's current API.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  parse,
  print,
  astFromValue,
  typeFromAST,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** A document Stash's schema refuses, with its operation name and the reasons. */
export class StashDocumentError extends Error {
  override readonly name = 'StashDocumentError';
}

interface Usage {
  /** Object and interface types: the fields selected, each with the arguments passed. */
  readonly fields: Map<string, Map<string, Set<string>>>;
  /** Named types reached from the selections (output) or from arguments and variables (input). */
  readonly outputTypes: Set<string>;
  readonly inputRoots: Set<string>;
}

function fieldsOf(usage: Usage, typeName: string): Map<string, Set<string>> {
  let fields = usage.fields.get(typeName);
  if (!fields) {
    fields = new Map();
    usage.fields.set(typeName, fields);
  }
  return fields;
}

/** Validates every document against `schema` and collects what they use of it. */
function collectUsage(schema: GraphQLSchema, documents: Readonly<Record<string, string>>): Usage {
  const usage: Usage = { fields: new Map(), outputTypes: new Set(), inputRoots: new Set() };
  for (const [name, source] of Object.entries(documents)) {
    const document = parse(source);
    const errors = validate(schema, document);
    if (errors.length > 0) {
      throw new StashDocumentError(
        `${name}: Stash's schema refuses it: ${errors.map((error) => error.message).join('; ')}`,
      );
    }
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const parent = typeInfo.getParentType();
          const field = typeInfo.getFieldDef();
          if (!parent || !field) return;
          if (field.deprecationReason != null) {
            throw new StashDocumentError(
              `${name}: ${parent.name}.${field.name} is deprecated in Stash: ${field.deprecationReason}`,
            );
          }
          const fields = fieldsOf(usage, parent.name);
          const args = fields.get(field.name) ?? new Set<string>();
          fields.set(field.name, args);
          for (const argument of node.arguments ?? []) {
            const definition = field.args.find((arg) => arg.name === argument.name.value);
            if (!definition) continue;
            if (definition.deprecationReason != null) {
              throw new StashDocumentError(
                `${name}: argument ${definition.name} of ${parent.name}.${field.name} is deprecated in Stash`,
              );
            }
            args.add(definition.name);
            usage.inputRoots.add(getNamedType(definition.type).name);
          }
          usage.outputTypes.add(parent.name);
          usage.outputTypes.add(getNamedType(field.type).name);
        },
        VariableDefinition(node) {
          const type = typeFromAST(schema, node.type);
          if (type) usage.inputRoots.add(getNamedType(type).name);
        },
        InlineFragment(node) {
          if (node.typeCondition) usage.outputTypes.add(node.typeCondition.name.value);
        },
        FragmentDefinition(node) {
          usage.outputTypes.add(node.typeCondition.name.value);
        },
      }),
    );
  }
  return usage;
}

/** Every input type, enum and scalar reachable from `roots` through input fields. */
function inputClosure(schema: GraphQLSchema, roots: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    const type = schema.getType(next);
    if (!isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.deprecationReason == null) pending.push(getNamedType(field.type).name);
    }
  }
  return reached;
}

function defaultOf(input: GraphQLArgument | GraphQLInputField): string {
  if (input.defaultValue === undefined) return '';
  const ast = astFromValue(input.defaultValue, input.type);
  return ast ? ` = ${print(ast)}` : '';
}

function printType(schema: GraphQLSchema, type: GraphQLNamedType, usage: Usage): string {
  if (isScalarType(type)) return `scalar ${type.name}`;
  if (isEnumType(type)) {
    const values = type.getValues().filter((value) => value.deprecationReason == null);
    return `enum ${type.name} {\n${values.map((value) => `  ${value.name}`).join('\n')}\n}`;
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter(
      (field) => field.deprecationReason == null,
    );
    const lines = fields.map(
      (field) => `  ${field.name}: ${String(field.type)}${defaultOf(field)}`,
    );
    return `input ${type.name} {\n${lines.join('\n')}\n}`;
  }
  if (isObjectType(type) || isInterfaceType(type)) {
    const used = usage.fields.get(type.name) ?? new Map<string, Set<string>>();
    const definitions = type.getFields();
    const lines = [...used].map(([fieldName, argNames]) => {
      const field = definitions[fieldName];
      if (!field)
        throw new StashDocumentError(`${type.name}.${fieldName} is not in Stash's schema`);
      const args = field.args.filter((arg) => argNames.has(arg.name));
      const argList =
        args.length === 0
          ? ''
          : `(${args.map((arg) => `${arg.name}: ${String(arg.type)}${defaultOf(arg)}`).join(', ')})`;
      return `  ${field.name}${argList}: ${String(field.type)}`;
    });
    const interfaces = type
      .getInterfaces()
      .filter((entry) => usage.outputTypes.has(entry.name))
      .map((entry) => entry.name);
    const implementsClause = interfaces.length > 0 ? ` implements ${interfaces.join(' & ')}` : '';
    const keyword = isInterfaceType(type) ? 'interface' : 'type';
    return `${keyword} ${type.name}${implementsClause} {\n${lines.join('\n')}\n}`;
  }
  if (isUnionType(type)) {
    const members = type.getTypes().filter((member) => usage.outputTypes.has(member.name));
    return `union ${type.name} = ${members.map((member) => member.name).join(' | ')}`;
  }
  throw new StashDocumentError(`${String(type)} cannot be printed`);
}

/** The SDL of the part of `fullSdl` (Stash's schema files, joined) that `documents` use. */
export function deriveUsedSchema(
  fullSdl: string,
  documents: Readonly<Record<string, string>>,
): string {
  const schema = buildSchema(fullSdl);
  const usage = collectUsage(schema, documents);
  // A field's output type with no field selected (a scalar, an enum) is printed whole; an object
  // type is there because one of its fields was selected.
  const names = new Set([...usage.outputTypes, ...inputClosure(schema, usage.inputRoots)]);
  const printed = [...names]
    .sort()
    .map((name) => schema.getType(name))
    .filter((type): type is GraphQLNamedType => type !== undefined)
    .filter((type) => !(isScalarType(type) && isSpecifiedScalarType(type)))
    .map((type) => printType(schema, type, usage));
  const sdl = `${printed.join('\n\n')}\n`;
  // What was printed is a schema of its own, and every document is valid against it.
  const derived = buildSchema(sdl);
  for (const [name, source] of Object.entries(documents)) {
    const errors = validate(derived, parse(source));
    if (errors.length > 0) {
      throw new StashDocumentError(
        `${name}: the derived schema refuses it: ${errors.map((error) => error.message).join('; ')}`,
      );
    }
  }
  return sdl;
}

import { readFileSync } from 'node:fs';
import { buildSchema, Kind, parse, validate, type OperationDefinitionNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { describe, expect, it } from 'vitest';
import { STASH_DOCUMENTS, type StashOperationName } from './documents';
import { optionQueryVariables, sceneQueryVariables, SCENE_SORTS, type SceneQuery } from './query';

const schemaText = readFileSync(new URL('../schema/stash.graphql', import.meta.url), 'utf8');
const schema = buildSchema(schemaText);

function operationOf(name: StashOperationName): OperationDefinitionNode {
  const operations = parse(STASH_DOCUMENTS[name]).definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  expect(operations).toHaveLength(1);
  const [operation] = operations;
  if (!operation) throw new Error(`${name} has no operation`);
  return operation;
}

/** The problems Stash's schema finds in `variables` for the operation `name`. */
function variableProblems(name: StashOperationName, variables: Record<string, unknown>): string[] {
  const result = getVariableValues(schema, operationOf(name).variableDefinitions ?? [], variables);
  return (result.errors ?? []).map((error) => error.message);
}

describe("Glide's GraphQL documents against Stash's schema", () => {
  it('says which Stash release and commit the schema came from', () => {
    expect(schemaText).toMatch(/^# stash-version: v\d+\.\d+\.\d+$/m);
    expect(schemaText).toMatch(/^# stash-commit: [0-9a-f]{40}$/m);
  });

  it.each(Object.keys(STASH_DOCUMENTS) as StashOperationName[])('%s is valid', (name) => {
    expect(validate(schema, parse(STASH_DOCUMENTS[name])).map((error) => error.message)).toEqual(
      [],
    );
    expect(operationOf(name).name?.value).toBe(name);
  });

  it('refuses a field Stash does not have (the check can fail)', () => {
    const document = parse('query GlideWrong { findScenes { count scenes { no_such_field } } }');
    expect(validate(schema, document).map((error) => error.message)).toEqual([
      'Cannot query field "no_such_field" on type "Scene".',
    ]);
  });

  const queries: SceneQuery[] = [
    { page: 1, perPage: 48, sort: 'title', direction: 'ASC' },
    {
      text: ' cowgirl ',
      page: 3,
      perPage: 48,
      sort: 'interactive_speed',
      direction: 'DESC',
      interactive: true,
      organized: false,
      tagIds: ['1', '7'],
      performerIds: ['12'],
      studioIds: ['3', '4'],
      speed: { min: 100, max: 300 },
    },
    { page: 1, perPage: 24, sort: 'date', direction: 'DESC', speed: { min: 150 } },
    { page: 2, perPage: 24, sort: 'rating', direction: 'DESC', speed: { max: 90 } },
    { page: 1, perPage: 24, sort: 'last_played_at', direction: 'DESC', interactive: false },
  ];

  it.each(queries.map((query, index) => [index, query] as const))(
    'the browse page question %i is variables Stash accepts',
    (_, query) => {
      expect(variableProblems('GlideFindScenes', sceneQueryVariables(query))).toEqual([]);
    },
  );

  it('every sort is one Stash answers, and the variables of every call are accepted', () => {
    for (const sort of SCENE_SORTS) {
      const variables = sceneQueryVariables({ page: 1, perPage: 10, sort, direction: 'ASC' });
      expect(variableProblems('GlideFindScenes', variables)).toEqual([]);
    }
    for (const name of ['GlideFindTags', 'GlideFindPerformers', 'GlideFindStudios'] as const) {
      expect(variableProblems(name, optionQueryVariables('a'))).toEqual([]);
      expect(variableProblems(name, optionQueryVariables('', ['3', '14']))).toEqual([]);
    }
    expect(variableProblems('GlideCountScenes', { scene_filter: { interactive: true } })).toEqual(
      [],
    );
    expect(variableProblems('GlideFindScene', { id: '42' })).toEqual([]);
    expect(variableProblems('GlideSceneAddPlay', { id: '42' })).toEqual([]);
    expect(
      variableProblems('GlideSceneSaveActivity', { id: '42', resume_time: 12.5, playDuration: 10 }),
    ).toEqual([]);
  });

  it('refuses variables Stash would refuse (the check can fail)', () => {
    expect(
      variableProblems('GlideFindScenes', {
        scene_filter: { interactive_speed: { value: 'fast' } },
      }),
    ).not.toEqual([]);
  });
});

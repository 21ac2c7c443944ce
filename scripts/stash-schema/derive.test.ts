import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { deriveUsedSchema, StashDocumentError } from './derive';

/** A small schema in Stash's style: prose, deprecations, filters, an interface. */
const FULL = /* GraphQL */ `
  "An RFC3339 timestamp"
  scalar Time
  scalar Unused

  "The query root"
  type Query {
    "Find scenes"
    findScenes(
      scene_filter: SceneFilterType
      scene_ids: [Int!] @deprecated(reason: "use ids")
      filter: FindFilterType
    ): FindScenesResultType!
    allScenes: [Scene!]! @deprecated(reason: "Use findScenes instead")
    findTags: [Tag!]!
  }

  type Mutation {
    sceneAddPlay(id: ID!, times: [Time!]): Int!
    sceneDestroy(id: ID!): Boolean!
  }

  interface BaseFile {
    id: ID!
    path: String!
  }
  type VideoFile implements BaseFile {
    id: ID!
    path: String!
    duration: Float!
  }

  type FindScenesResultType {
    count: Int!
    duration: Float!
    scenes: [Scene!]!
  }
  type Scene {
    id: ID!
    title: String
    url: String @deprecated(reason: "Use urls")
    files: [VideoFile!]!
    tags: [Tag!]!
    updated_at: Time!
  }
  type Tag {
    id: ID!
    name: String!
  }

  input FindFilterType {
    q: String
    per_page: Int = 25
    direction: SortDirectionEnum
  }
  enum SortDirectionEnum {
    ASC
    DESC
    OLD @deprecated(reason: "gone")
  }
  input SceneFilterType {
    AND: SceneFilterType
    title: StringCriterionInput
    url: StringCriterionInput @deprecated(reason: "Use urls")
    interactive: Boolean
  }
  input StringCriterionInput {
    value: String!
    modifier: CriterionModifier!
  }
  enum CriterionModifier {
    EQUALS
    INCLUDES
  }
  input UnusedInput {
    x: Int
  }
`;

const DOCUMENTS = {
  GlideFind: /* GraphQL */ `
    query GlideFind($filter: FindFilterType, $scene_filter: SceneFilterType) {
      findScenes(filter: $filter, scene_filter: $scene_filter) {
        count
        scenes {
          id
          title
          files {
            duration
          }
        }
      }
    }
  `,
  GlideAddPlay: 'mutation GlideAddPlay($id: ID!) { sceneAddPlay(id: $id) }',
};

describe('deriveUsedSchema', () => {
  const sdl = deriveUsedSchema(FULL, DOCUMENTS);

  it('keeps the selected fields, the arguments passed and the input types they reach, nothing else', () => {
    expect(sdl).toBe(
      [
        'enum CriterionModifier {\n  EQUALS\n  INCLUDES\n}',
        'input FindFilterType {\n  q: String\n  per_page: Int = 25\n  direction: SortDirectionEnum\n}',
        'type FindScenesResultType {\n  count: Int!\n  scenes: [Scene!]!\n}',
        'type Mutation {\n  sceneAddPlay(id: ID!): Int!\n}',
        'type Query {\n  findScenes(scene_filter: SceneFilterType, filter: FindFilterType): FindScenesResultType!\n}',
        'type Scene {\n  id: ID!\n  title: String\n  files: [VideoFile!]!\n}',
        'input SceneFilterType {\n  AND: SceneFilterType\n  title: StringCriterionInput\n  interactive: Boolean\n}',
        'enum SortDirectionEnum {\n  ASC\n  DESC\n}',
        'input StringCriterionInput {\n  value: String!\n  modifier: CriterionModifier!\n}',
        'type VideoFile {\n  duration: Float!\n}',
      ].join('\n\n') + '\n',
    );
  });

  it('is a schema of its own that the documents are valid against', () => {
    const derived = buildSchema(sdl);
    for (const source of Object.values(DOCUMENTS)) {
      expect(validate(derived, parse(source))).toEqual([]);
    }
  });

  it('refuses a document the full schema refuses, naming it', () => {
    expect(() =>
      deriveUsedSchema(FULL, { GlideBad: 'query GlideBad { findScenes { nope } }' }),
    ).toThrow(
      new StashDocumentError(
        `GlideBad: Stash's schema refuses it: Cannot query field "nope" on type "FindScenesResultType".`,
      ),
    );
  });

  it('refuses deprecated fields and arguments', () => {
    expect(() =>
      deriveUsedSchema(FULL, { GlideOld: 'query GlideOld { allScenes { id } }' }),
    ).toThrow(/GlideOld: Query\.allScenes is deprecated in Stash: Use findScenes instead/);
    expect(() =>
      deriveUsedSchema(FULL, {
        GlideOld: 'query GlideOld { findScenes(scene_ids: [1]) { count } }',
      }),
    ).toThrow(/argument scene_ids of Query\.findScenes is deprecated/);
  });
});

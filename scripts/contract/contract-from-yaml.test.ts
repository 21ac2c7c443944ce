import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractFromYaml } from './contract-from-yaml';

const root = new URL('../../', import.meta.url);
const yamlUrl = new URL('../shared/reference/handy-api-v3.openapi.yaml', root);
const committedUrl = new URL('packages/handy/contract/handy-api-v3.json', root);

const from = { source: 'spec.yaml', sha256: 'abc' };

describe('contractFromYaml', () => {
  it('keeps the machine part and leaves out the prose', () => {
    const contract = contractFromYaml(
      [
        'openapi: 3.0.3',
        'info: { title: T, version: 1.0.0, description: words, contact: { email: a@b.c } }',
        'tags: [{ name: X, description: words }]',
        'paths:',
        '  /a:',
        '    get:',
        '      summary: words',
        '      description: words',
        '      tags: [X]',
        '      operationId: getA',
        '      parameters: [{ name: q, in: query, description: words, schema: { type: integer } }]',
        '      responses:',
        '        "200":',
        '          description: words',
        '          content:',
        '            application/json:',
        '              schema: { $ref: "#/components/schemas/A" }',
        '              examples: { One: { summary: words, description: words, value: { description: kept, at: 2024-04-03 } } }',
        'components:',
        '  schemas:',
        '    A:',
        '      description: words',
        '      type: object',
        '      properties: { description: { type: string, description: words }, at: { type: string } }',
        '      example: { description: kept }',
      ].join('\n'),
      from,
    );
    expect(contract).toEqual({
      'x-generated': expect.objectContaining({ from: 'spec.yaml', sha256: 'abc' }) as unknown,
      openapi: '3.0.3',
      info: { title: 'T', version: '1.0.0' },
      servers: [],
      security: [],
      components: {
        schemas: {
          A: {
            type: 'object',
            properties: { description: { type: 'string' }, at: { type: 'string' } },
            example: { description: 'kept' },
          },
        },
      },
      paths: {
        '/a': {
          get: {
            operationId: 'getA',
            parameters: [{ name: 'q', in: 'query', schema: { type: 'integer' } }],
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: { $ref: '#/components/schemas/A' },
                    // A date stays the text it was: YAML 1.2 reads no timestamps.
                    examples: { One: { value: { description: 'kept', at: '2024-04-03' } } },
                  },
                },
              },
            },
          },
        },
      },
    });
  });

  it('refuses what is not an OpenAPI 3.0 document', () => {
    expect(() =>
      contractFromYaml('openapi: 3.1.0\ninfo: {}\npaths: {}\ncomponents: {}', from),
    ).toThrow(/3\.0/);
    expect(() => contractFromYaml('- a list', from)).toThrow(/mapping/);
  });

  // CI and every session have `../shared` beside the repository; a clone without it still tests
  // against the committed copy, and this check says which it did.
  const published = existsSync(yamlUrl);
  it(`the committed contract is what ${published ? 'the published file gives' : 'was generated (no ../shared here)'}`, () => {
    const committed = JSON.parse(readFileSync(committedUrl, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(committed.paths as object)).toHaveLength(55);
    if (!published) return;
    const yamlText = readFileSync(yamlUrl, 'utf8');
    const generated = contractFromYaml(yamlText, {
      source: '../shared/reference/handy-api-v3.openapi.yaml',
      sha256: createHash('sha256').update(yamlText).digest('hex'),
    });
    expect(committed).toEqual(generated);
  });
});

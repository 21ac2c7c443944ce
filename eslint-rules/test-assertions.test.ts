import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { testAssertions } from './test-assertions.js';

/**
 * The source of an assertion that decides nothing, for the rule to be shown firing on: built here
 * rather than written out, so the fixtures are not mistaken for assertions of the suite.
 */
function noDecision(subject: string, matcher: 'toBeTruthy' | 'toBeDefined' = 'toBeTruthy'): string {
  return `expect(${subject}).${matcher}();`;
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const unitTest = 'apps/web/src/features/home/home-page.test.tsx';
const e2eSpec = 'e2e/specs/home.spec.ts';

/** The message ids the assertion rule reports on `code`, linted as the file at `filePath`. */
async function findings(code: string, filePath = unitTest): Promise<string[]> {
  const eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      ...testAssertions,
    ],
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((message) =>
    message.ruleId === 'glide-tests/assertion-decides'
      ? (message.messageId ?? message.message)
      : (message.ruleId ?? message.message),
  );
}

describe('an expect(…) without a matcher', () => {
  it('fires whatever the argument, awaited, voided or soft', async () => {
    expect(
      await findings(
        [
          "expect(screen.getByText('Control the Oh'));",
          "expect(await screen.findByText('Das Änderungsprotokoll'));",
          "expect(within(screen.getByRole('note')).getByRole('link'));",
          'expect(value);',
          "expect(count, 'the count');",
          'void expect(value);',
        ].join('\n'),
      ),
    ).toEqual(Array(6).fill('noMatcher'));
    expect(
      await findings(
        [
          "await expect(page.getByRole('heading'));",
          'expect.soft(value);',
          'await expect.poll(() => count());',
        ].join('\n'),
        e2eSpec,
      ),
    ).toEqual(Array(3).fill('noMatcher'));
  });

  it('lets a matcher, expect’s own statements and a returned assertion be', async () => {
    expect(
      await findings(
        [
          "expect(screen.getByText('Control the Oh')).toBeVisible();",
          "expect(await screen.findByText('Das')).toHaveTextContent('Das');",
          'expect(value).not.toBeNull();',
          'expect.assertions(2);',
          'expect.hasAssertions();',
          "const heading = () => expect(screen.getByRole('heading'));",
          "heading().toHaveTextContent('Home');",
          'function sum() { return expect(total()); }',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await findings(
        [
          "await expect(page.getByRole('heading')).toBeVisible();",
          'await expect.poll(() => count()).toBe(2);',
          'expect.soft(value).toBe(1);',
        ].join('\n'),
        e2eSpec,
      ),
    ).toEqual([]);
  });
});

describe('truthiness of a query that is always truthy', () => {
  it('fires on a getBy… or findBy… result, bare, on screen and within', async () => {
    expect(
      await findings(
        [
          noDecision("getByText('a')"),
          noDecision("screen.getByRole('button')", 'toBeDefined'),
          noDecision("within(list).getByText('c')"),
          noDecision("await screen.findByText('d')", 'toBeDefined'),
          noDecision("screen.findByText('e')"),
        ].join('\n'),
      ),
    ).toEqual(Array(5).fill('throwingQuery'));
    expect(await findings(noDecision("page.getByRole('button')"), e2eSpec)).toEqual([
      'throwingQuery',
    ]);
  });

  it('fires on an element of a getAllBy…, queryAllBy… or findAllBy… result', async () => {
    expect(
      await findings(
        [
          noDecision("getAllByRole('navigation')[0]"),
          noDecision("screen.getAllByRole('navigation', { name: 'Main menu' })[0]"),
          noDecision("screen.queryAllByText('b')[1]", 'toBeDefined'),
          noDecision("(await screen.findAllByRole('row'))[0]"),
          noDecision("within(nav).getAllByRole('link')[2]", 'toBeDefined'),
          noDecision("within(nav).queryAllByRole('link')[0]!"),
          noDecision("(await within(nav).findAllByText('x'))[3]", 'toBeDefined'),
        ].join('\n'),
      ),
    ).toEqual(Array(7).fill('allQueryItem'));
  });

  it('fires on a whole …AllBy… array, which is truthy even when empty', async () => {
    expect(
      await findings(
        [
          noDecision("screen.queryAllByRole('row')"),
          noDecision("await screen.findAllByRole('row')", 'toBeDefined'),
        ].join('\n'),
      ),
    ).toEqual(['allQuery', 'allQuery']);
  });

  it('sees through a const that holds the query', async () => {
    expect(
      await findings(
        [
          "const menu = screen.getAllByRole('navigation', { name: 'Main menu' })[0];",
          noDecision('menu'),
          "const button = await screen.findByRole('button');",
          noDecision('button', 'toBeDefined'),
          "const rows = screen.getAllByRole('row');",
          noDecision('rows[0]'),
          "const cells = await within(table).findAllByRole('cell');",
          noDecision('cells[1]!', 'toBeDefined'),
          noDecision('rows'),
        ].join('\n'),
      ),
    ).toEqual(['allQueryItem', 'throwingQuery', 'allQueryItem', 'allQueryItem', 'allQuery']);
  });

  it('lets assertions that can fail be', async () => {
    expect(
      await findings(
        [
          "expect(screen.getByText('a')).toBeVisible();",
          "expect(screen.getAllByRole('link')).toHaveLength(3);",
          "expect(within(list).getAllByRole('listitem')[1]?.textContent).toContain('x');",
          "expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/');",
          "expect(screen.queryByRole('alert')).toBeNull();",
          "expect(control.getAttribute('aria-describedby')).toBeTruthy();",
          'expect(entry).toBeDefined();',
          "let item = screen.getAllByRole('row')[0];",
          'item = undefined;',
          'expect(item).toBeDefined();',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('applies to tests only', async () => {
    expect(
      await findings(
        `expect(screen.getByText('a'));\n${noDecision("getAllByRole('x')[0]")}\n`,
        'apps/web/src/features/home/home-page.tsx',
      ),
    ).toEqual([]);
  });
});

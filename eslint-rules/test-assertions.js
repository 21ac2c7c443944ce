// @ts-check
/**
 * Assertions that decide nothing: an `expect(…)` with no matcher, and truthiness checks on a
 * Testing Library (or Playwright) query whose result is truthy whenever the line is reached. Shared
 * by `eslint.config.js` and the fixture test that proves the rule fires.
 */

/** Every test file, unit to e2e, Playwright's support included. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts', 'e2e/**/*.ts'];

/** The matchers that ask only whether a value is there. */
const presenceMatchers = new Set(['toBeTruthy', 'toBeDefined']);

/** `expect(x)`, `expect.soft(x)`, `expect.poll(f)`: the calls a matcher is chained to. */
const expectVariants = new Set(['soft', 'poll']);

/**
 * @typedef {import('estree').Node} Node
 * @typedef {import('estree').Expression} Expression
 * @typedef {'throwingQuery' | 'allQuery' | 'allQueryItem'} Finding
 */

/**
 * Whether `node` is a call that makes an assertion object: `expect(…)`, `expect.soft(…)` or
 * `expect.poll(…)`.
 * @param {Node} node
 * @returns {node is import('estree').CallExpression}
 */
function isExpectCall(node) {
  if (node.type !== 'CallExpression') return false;
  const { callee } = node;
  if (callee.type === 'Identifier') return callee.name === 'expect';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'expect' &&
    !callee.computed &&
    callee.property.type === 'Identifier' &&
    expectVariants.has(callee.property.name)
  );
}

/**
 * The expression without what changes nothing at run time: TypeScript's `!`, `as`, `satisfies`,
 * and optional chaining's wrapper.
 * @param {Node} node
 * @returns {Node}
 */
function unwrap(node) {
  let current = /** @type {Node & { expression?: Node }} */ (node);
  while (
    ['TSNonNullExpression', 'TSAsExpression', 'TSSatisfiesExpression', 'ChainExpression'].includes(
      current.type,
    ) &&
    current.expression
  ) {
    current = /** @type {Node & { expression?: Node }} */ (current.expression);
  }
  return current;
}

/**
 * The name a call is made by: `getByText(…)`, `screen.getByText(…)`, `within(x).getByText(…)`,
 * `page.getByRole(…)` all give `getByText`/`getByRole`.
 * @param {Node} node
 * @returns {string | undefined}
 */
function calledName(node) {
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrap(node.callee);
  if (callee.type === 'Identifier') return callee.name;
  if (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier'
  ) {
    return callee.property.name;
  }
  return undefined;
}

/**
 * What makes a truthiness check on `node` decide nothing, or undefined when it may. `resolve` gives
 * the value a name stands for, when it can tell (a `const`), so that the query may be a step away.
 * @param {Node} node
 * @param {(identifier: import('estree').Identifier) => Node | undefined} resolve
 * @returns {Finding | undefined}
 */
function classifyQuery(node, resolve) {
  /** @param {Node} candidate */
  const value = (candidate) => {
    const bare = unwrap(candidate);
    const named = bare.type === 'Identifier' ? (resolve(bare) ?? bare) : bare;
    const awaited = unwrap(named);
    return awaited.type === 'AwaitExpression' ? unwrap(awaited.argument) : awaited;
  };
  const expression = value(node);
  if (expression.type === 'MemberExpression' && expression.computed) {
    const name = calledName(value(expression.object));
    return name !== undefined && /^(get|query|find)AllBy/.test(name) ? 'allQueryItem' : undefined;
  }
  const name = calledName(expression);
  if (name === undefined) return undefined;
  if (/^(get|query|find)AllBy/.test(name)) return 'allQuery';
  if (/^(get|find)By/.test(name)) return 'throwingQuery';
  return undefined;
}

/**
 * The initial value of `identifier` when it names a `const` declared with a plain name, so that
 * `const menu = getAllByRole('navigation')[0]; expect(menu).toBeTruthy()` is seen for what it is.
 * @param {import('eslint').Rule.RuleContext} context
 * @param {import('estree').Identifier} identifier
 * @returns {Node | undefined}
 */
function constInit(context, identifier) {
  /** @type {import('eslint').Scope.Scope | null} */
  let scope = context.sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const [definition] = variable.defs;
      if (
        variable.defs.length === 1 &&
        definition?.type === 'Variable' &&
        definition.parent.kind === 'const' &&
        definition.node.id.type === 'Identifier' &&
        definition.node.init
      ) {
        return definition.node.init;
      }
      return undefined;
    }
    scope = scope.upper;
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const assertionDecides = {
  meta: {
    type: 'problem',
    docs: { description: 'Every assertion in a test can fail and says what matters.' },
    messages: {
      noMatcher:
        'This expect(…) has no matcher, so it asserts nothing: add the matcher that says what matters (toBeVisible, toHaveTextContent, toHaveAttribute…).',
      throwingQuery:
        'A getBy… query throws (a findBy… rejects) when nothing matches, and a Playwright locator is always an object, so {{matcher}}() on its result can never fail: assert what matters (toBeVisible, toHaveTextContent, toHaveAttribute…).',
      allQuery:
        'A …AllBy… query gives an array, which is always truthy and defined, so {{matcher}}() can never fail: assert the count (toHaveLength) or what matters of its elements.',
      allQueryItem:
        'An element of a …AllBy… query says only that something matched: assert the count (toHaveLength) or what matters of the element (toBeVisible, toHaveTextContent, toHaveAttribute…).',
    },
    schema: [],
  },
  create(context) {
    return {
      ExpressionStatement(node) {
        let expression = unwrap(node.expression);
        while (
          expression.type === 'AwaitExpression' ||
          (expression.type === 'UnaryExpression' && expression.operator === 'void')
        ) {
          expression = unwrap(expression.argument);
        }
        if (isExpectCall(expression)) context.report({ node: expression, messageId: 'noMatcher' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.computed ||
          callee.property.type !== 'Identifier' ||
          !presenceMatchers.has(callee.property.name) ||
          !isExpectCall(callee.object)
        ) {
          return;
        }
        const [subject] = callee.object.arguments;
        if (!subject || subject.type === 'SpreadElement') return;
        const finding = classifyQuery(subject, (identifier) => constInit(context, identifier));
        if (finding) {
          context.report({
            node: callee.property,
            messageId: finding,
            data: { matcher: callee.property.name },
          });
        }
      },
    };
  },
};

const plugin = {
  meta: { name: 'glide-tests' },
  rules: { 'assertion-decides': assertionDecides },
};

/** @type {import('eslint').Linter.Config[]} */
export const testAssertions = [
  {
    files: testFiles,
    plugins: { 'glide-tests': plugin },
    rules: { 'glide-tests/assertion-decides': 'error' },
  },
];

import { type ESTree, parseSync, type Plugin } from 'vite';

/** `ReactN.forwardRef(...)`, `ReactN.createContext(...)` or `ReactN.memo(...)`: pure, but the bundler cannot know. */
function isPureReactCall(node: ESTree.Expression | null | undefined): node is ESTree.CallExpression {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const { object, property } = node.callee;
  return (
    object.type === 'Identifier' &&
    /^React\d*$/.test(object.name) &&
    property.type === 'Identifier' &&
    ['forwardRef', 'createContext', 'memo'].includes(property.name)
  );
}

/** `Name.displayName = "..."`: the name and the label. */
function displayNameOf(statement: ESTree.Statement): { name: string; label: string } | null {
  if (statement.type !== 'ExpressionStatement') return null;
  const assignment = statement.expression;
  if (assignment.type !== 'AssignmentExpression' || assignment.left.type !== 'MemberExpression') return null;
  const { object, property } = assignment.left;
  if (object.type !== 'Identifier' || property.type !== 'Identifier' || property.name !== 'displayName') return null;
  if (assignment.right.type !== 'Literal' || typeof assignment.right.value !== 'string') return null;
  return { name: object.name, label: assignment.right.value };
}

/** An edit that leaves every line break in place, so later lines keep their numbers. */
function inPlace(match: RegExpExecArray | null, text: string): { start: number; end: number; text: string }[] {
  if (!match) return [];
  const padding = match[0].slice(text.length).replace(/[^\n]/g, ' ');
  return [{ start: match.index, end: match.index + match[0].length, text: text + padding }];
}

/**
 * Link's `usePrefetchBehavior(prefetch, rest)` call becomes its declarative-mode answer, and the prefetch links it
 * would add after the anchor go.
 */
function withoutPrefetching(code: string): { start: number; end: number; text: string }[] {
  return [
    ...inPlace(/\busePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/.exec(code), '[false, null, {}]'),
    ...inPlace(/\bshouldPrefetch && !isAbsolute \?[^\n]*\bPrefetchPageLinks\b[^\n]*: link;/.exec(code), 'link;'),
  ];
}

/**
 * Lets the bundler drop react-router's components the app never renders (NavLink, Form and what only they use:
 * submission, form encoding, view-transition state; about 1.7 KB gzip of every first load). Its module declares
 * each as `var NavLink = React.forwardRef(...)` and then sets `NavLink.displayName`: a call the bundler must assume
 * has side effects, and a property write that keeps it. This rewrites each such pair into one pure expression,
 * `var NavLink = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ React.forwardRef(...), { displayName: "NavLink" })`,
 * so a component that is used keeps its name in React's devtools and one that is not disappears.
 *
 * Link's prefetching goes too (issue #31: PrefetchPageLinks and the route-module link helpers it needs, about
 * 1.5 KB gzip): it works only under framework mode's context, which declarative mode never provides, so
 * `usePrefetchBehavior(...)` always answers `[false, ref, {}]` here; the call becomes that answer.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    transform(code, id) {
      if (!/\/react-router\/dist\/production\/chunk-\w+\.mjs$/.test(id)) return null;
      const program = parseSync(id, code).program;
      const calls = new Map<string, ESTree.CallExpression>();
      for (const statement of program.body) {
        if (statement.type !== 'VariableDeclaration' || statement.declarations.length !== 1) continue;
        const [declarator] = statement.declarations;
        if (declarator?.id.type === 'Identifier' && isPureReactCall(declarator.init)) {
          calls.set(declarator.id.name, declarator.init);
        }
      }
      // Applied from the end backwards (stable: at one offset, the first listed ends up innermost), so earlier
      // offsets stay valid; a removed statement leaves spaces, so lines and every later column keep their places.
      const edits = [...calls.values()].map((call) => ({
        start: call.start,
        end: call.start,
        text: '/* @__PURE__ */ ',
      }));
      for (const statement of program.body) {
        const named = displayNameOf(statement);
        const call = named && calls.get(named.name);
        if (!named || !call) continue;
        edits.push({ start: statement.start, end: statement.end, text: ' '.repeat(statement.end - statement.start) });
        edits.push({ start: call.end, end: call.end, text: `, { displayName: ${JSON.stringify(named.label)} })` });
        edits.push({ start: call.start, end: call.start, text: '/* @__PURE__ */ Object.assign(' });
      }
      edits.push(...withoutPrefetching(code));
      edits.sort((a, b) => b.start - a.start);
      let out = code;
      for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

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

type Edit = { start: number; end: number; text: string };

/** Replaces `old` (found at `start`) by `text`, keeping its line breaks, so later lines keep their numbers. */
function inPlace(start: number, old: string, text: string): Edit {
  return { start, end: start + old.length, text: text + old.slice(text.length).replace(/[^\n]/g, ' ') };
}

/**
 * Link's `usePrefetchBehavior(prefetch, rest)` call becomes its declarative-mode answer, and the prefetch links it
 * would add after the anchor go.
 */
function withoutPrefetching(code: string): Edit[] {
  const call = /\busePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/.exec(code);
  const links = /\bshouldPrefetch && !isAbsolute \?[^\n]*\bPrefetchPageLinks\b[^\n]*: link;/.exec(code);
  return [
    ...(call ? [inPlace(call.index, call[0], '[false, null, {}]')] : []),
    ...(links ? [inPlace(links.index, links[0], 'link;')] : []),
  ];
}

/**
 * RenderErrorBoundary's RSC branches: its context is RSCRouterContext, true only inside react-router's RSC router,
 * which the app never renders; `this.context` there becomes `false`, so the RSC error handler and the digest
 * decoders drop out.
 */
function withoutRscErrors(code: string): Edit[] {
  const boundary =
    /\bvar RenderErrorBoundary = class[\s\S]*?\nRenderErrorBoundary\.contextType = RSCRouterContext;/.exec(code);
  if (!boundary) return [];
  return [...boundary[0].matchAll(/\bthis\.context\b/g)].map((match) =>
    inPlace(boundary.index + match.index, match[0], 'false'),
  );
}

/**
 * Lets the bundler drop react-router's components the app never renders (NavLink, Form and what only they use:
 * submission, form encoding, view-transition state; about 1.7 KB gzip of every first load). Its module declares
 * each as `var NavLink = React.forwardRef(...)` and then sets `NavLink.displayName`: a call the bundler must assume
 * has side effects, and a property write that keeps it. This rewrites each such pair into one pure expression,
 * `var NavLink = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ React.forwardRef(...), { displayName: "NavLink" })`,
 * so a component that is used keeps its name in React's devtools and one that is not disappears.
 *
 * Link's prefetching goes too (issue #31: PrefetchPageLinks and the route-module link helpers it needs, 2.0 KB
 * gzip): it works only under framework mode's context, which declarative mode never provides, so
 * `usePrefetchBehavior(...)` always answers `[false, ref, {}]` here; the call becomes that answer. So do the route
 * error boundary's RSC branches (0.55 KB gzip), which only react-router's RSC router reaches.
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
      const edits: Edit[] = [...calls.values()].map((call) => ({
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
      edits.push(...withoutPrefetching(code), ...withoutRscErrors(code));
      edits.sort((a, b) => b.start - a.start);
      let out = code;
      for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

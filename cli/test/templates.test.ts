import { describe, expect, it } from 'vitest';
import { withoutScriptComments } from '../src/build/templates.ts';

describe('templates as shipped (issue #31: index.html within the first TCP window)', () => {
  it("drops the full-line comments of a page's scripts, nothing else", () => {
    const page = [
      '<html>',
      '  <script>',
      '    // Why this runs first.',
      "    var url = 'https://example.com'; // kept: not a full line",
      '    {{{json value}}}',
      '  </script>',
      '  <p>// text, not a script</p>',
      '</html>',
      '',
    ].join('\n');
    expect(withoutScriptComments(page, 'index.html.hbs')).toBe(
      [
        '<html>',
        '  <script>',
        "    var url = 'https://example.com'; // kept: not a full line",
        '    {{{json value}}}',
        '  </script>',
        '  <p>// text, not a script</p>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('drops every full-line comment of a script template', () => {
    expect(withoutScriptComments('// header\n(function () {\n  // inner\n  run();\n})();\n', 'deep-link.js.hbs')).toBe(
      '(function () {\n  run();\n})();\n',
    );
  });
});

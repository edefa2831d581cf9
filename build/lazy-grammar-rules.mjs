// A bundle-time patch to Shiki's TextMate engine (@shikijs/vscode-textmate), for build/bundle.mjs.
// Plain JavaScript, as bundle.mjs: it runs before any TypeScript can.
//
// vscode-textmate builds a grammar's rules the first time the grammar tokenizes a line, and builds
// them all: every rule of the grammar and of every grammar it can embed, to the end of each chain of
// includes. Markdown, MDX, Vue, Svelte, AsciiDoc, Haml, Twig and Ruby each embed, directly or
// through another, nearly every language the site loads, so each of them built some 22,000 rules:
// for the site's 856 code blocks, 226,000 rules, of which about 8,500 were ever used, and a third of
// the highlight thread's time (an upstream limitation: microsoft/vscode-textmate#106). Built on first
// need, they are about 26,000 (the extra ones are the patterns of rules the tokenizer enters).
//
// The patch builds a rule's nested patterns when the tokenizer first needs them: when it collects
// the patterns to scan for, inside that rule. Everything else is vscode-textmate's own code. One
// rule of its eager build has to be kept: an included rule none of whose own patterns can be built
// (a language that is not loaded) is left out of its parent's patterns. The patch decides that on
// demand, stopping at the first pattern that can be built, instead of building the whole subtree.
//
// Tokens are the same as the stock module's (test/build/lazy-grammar-rules.test.ts compares them on
// every code block of the site). One difference in principle: vscode-textmate keeps one rule per
// definition, built in the scope of the repository it was first reached from; eagerly that is the
// first in its walk of the whole grammar, lazily the first the text needs. The two can differ only
// for a definition reachable from two scopes that resolve a name differently: among the site's
// grammars, HTML's outer rules also reached from inside its `svg` and `math` scopes. Both builds
// reach those from the outer scope first (lazily, a grammar's root patterns are built before anything
// nested in them), and the test checks custom elements inside and outside `svg` and `math`.

import { patchPlugin, replaceExactly } from './patch-source.mjs';

/** Text replacements: [what the stock file has, what replaces it, how many times it occurs]. */
const REPLACEMENTS = [
  // IncludeOnlyRule, BeginEndRule and BeginWhileRule keep what they need to build their patterns later.
  [
    `    this.patterns = patterns.patterns;
    this.hasMissingPatterns = patterns.hasMissingPatterns;
`,
    `    this._lazy = patterns;
    this._patterns = null;
    this._skip = void 0;
    this._resolving = false;
`,
    3,
  ],
  // Their class fields become a getter that builds the patterns on first use (a field would shadow it).
  [
    `  hasMissingPatterns;
  patterns;
`,
    `  get patterns() {
    return this._patterns ??= RuleFactory._materialize(this);
  }
`,
    3,
  ],
  // The rule factory passes the patterns' definitions instead of building them.
  ['_RuleFactory._compilePatterns(patterns, helper, repository)', '{ entries: patterns, helper, repository }', 1],
  ['_RuleFactory._compilePatterns(desc.patterns, helper, repository)', '{ entries: desc.patterns, helper, repository }', 2],
  [
    `  static _compilePatterns(patterns, helper, repository) {`,
    `  /** The rule id of one pattern (built if need be), as _compilePatterns resolves it; -1 when it names nothing loaded. */
  static _resolveEntry(pattern, helper, repository) {
    if (!pattern.include) return _RuleFactory.getCompiledRuleId(pattern, helper, repository);
    const reference = parseInclude(pattern.include);
    switch (reference.kind) {
      case 0 /* Base */:
      case 1 /* Self */:
        return _RuleFactory.getCompiledRuleId(repository[pattern.include], helper, repository);
      case 2 /* RelativeReference */: {
        const local = repository[reference.ruleName];
        return local ? _RuleFactory.getCompiledRuleId(local, helper, repository) : -1;
      }
      case 3 /* TopLevelReference */:
      case 4 /* TopLevelRepositoryReference */: {
        const external = helper.getExternalGrammar(reference.scopeName, repository);
        if (!external) return -1;
        if (reference.kind === 4) {
          const rule = external.repository[reference.ruleName];
          return rule ? _RuleFactory.getCompiledRuleId(rule, helper, external.repository) : -1;
        }
        return _RuleFactory.getCompiledRuleId(external.repository.$self, helper, external.repository);
      }
    }
    return -1;
  }
  /**
   * Whether _compilePatterns would leave this rule out of its parent's patterns: it has patterns and
   * none can be built. Decided at the first one that can; a rule still being decided counts as kept,
   * as a rule still being built does in the eager walk.
   */
  static _isSkipped(rule) {
    if (!(rule instanceof IncludeOnlyRule || rule instanceof BeginEndRule || rule instanceof BeginWhileRule)) return false;
    if (rule._skip !== void 0) return rule._skip;
    const { entries, helper, repository } = rule._lazy;
    if (rule._patterns !== null) return rule._skip = rule._patterns.length === 0 && !!entries && entries.length > 0;
    if (rule._resolving) return false;
    rule._resolving = true;
    let skip = !!entries && entries.length > 0;
    if (skip) {
      for (const entry of entries) {
        const id = _RuleFactory._resolveEntry(entry, helper, repository);
        if (id !== -1 && !_RuleFactory._isSkipped(helper.getRule(id))) {
          skip = false;
          break;
        }
      }
    }
    rule._resolving = false;
    return rule._skip = skip;
  }
  /** A rule's pattern ids, as _compilePatterns lists them. */
  static _materialize(rule) {
    const { entries, helper, repository } = rule._lazy;
    const ids = [];
    for (const entry of entries ?? []) {
      const id = _RuleFactory._resolveEntry(entry, helper, repository);
      if (id !== -1 && !_RuleFactory._isSkipped(helper.getRule(id))) ids.push(id);
    }
    return ids;
  }
  static _compilePatterns(patterns, helper, repository) {`,
    1,
  ],
];

/** The patched source; throws, naming the file, when the stock code it replaces is not found. */
export function patchGrammarRules(source, file = '@shikijs/vscode-textmate') {
  return replaceExactly(source, REPLACEMENTS, file, 'build/lazy-grammar-rules.mjs');
}

/** The esbuild plugin: bundled copies of vscode-textmate are the patched one. */
export const lazyGrammarRules = patchPlugin('lazy-grammar-rules', /@shikijs[\\/]vscode-textmate[\\/]dist[\\/]index\.js$/, patchGrammarRules);

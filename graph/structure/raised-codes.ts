// Which error codes each mutation's resolver can raise, read from the source with the TypeScript
// compiler: from the `resolve` of every `builder.relayMutationField(…)` through every function of
// ours it calls or passes on (services, domain, helpers, wherever they live), collecting the codes
// given to `new AppError(…)`. A code is whatever the type checker says the argument can be — a
// literal, `a ? 'X' : 'Y'`, a variable of a union of codes — so moving code between files or
// naming its codes through types changes nothing here. A helper that takes a code and throws it
// passes the question on to its callers, who say which.
//
// Over-approximates on purpose: every branch counts, as does every function a resolver merely
// mentions (a callback). Functions of packages and of the generated Prisma client are not followed:
// they raise no codes of ours.
import path from 'node:path';
import ts from 'typescript';

type Fn = ts.SignatureDeclaration & { body?: ts.Node };

export interface MutationCodes {
  /** The mutation field's name. */
  name: string;
  /** Codes the resolver can raise, each with one chain of calls to where it is raised ("f › g › file:line"). */
  codes: Map<string, string>;
}

export interface Analysis {
  mutations: MutationCodes[];
  /** Places where a code could not be pinned to literals ("file:line: text"): the analysis would be blind there. */
  unresolved: string[];
}

interface Summary {
  codes: Map<string, string>;
  /** Indexes of parameters whose value this function raises as a code. */
  forwards: Set<number>;
}

const isFn = (node: ts.Node): node is Fn =>
  ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node);

export function analyseMutations(root: string, entry: string): Analysis {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.json could not be read');
  const program = ts.createProgram({ rootNames: [path.join(root, entry)], options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const generated = path.join(root, 'graph', 'generated') + path.sep;
  const ours = (file: ts.SourceFile) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/') && !path.resolve(file.fileName).startsWith(generated);
  const files = program.getSourceFiles().filter(ours);
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  const unresolved: string[] = [];

  // The one class whose construction raises a code: AppError, wherever it is declared.
  let appError: ts.ClassDeclaration | undefined;
  for (const file of files) {
    ts.forEachChild(file, (node) => {
      if (ts.isClassDeclaration(node) && node.name?.text === 'AppError') appError = node;
    });
  }
  if (!appError) throw new Error('class AppError not found');

  /** The function (with a body, in our code) that an expression names, looking through imports, `const f = …` and object properties. */
  function functionOf(symbol: ts.Symbol | undefined, depth = 0): Fn | ts.ClassDeclaration | undefined {
    if (!symbol || depth > 5) return undefined;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    for (const declaration of symbol.declarations ?? []) {
      if (!ours(declaration.getSourceFile())) continue;
      if (ts.isClassDeclaration(declaration)) return declaration;
      if (isFn(declaration) && declaration.body) return declaration;
      const value =
        ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration) || ts.isPropertyDeclaration(declaration) ? declaration.initializer : undefined;
      if (!value) continue;
      if (isFn(value)) return value;
      if (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value)) return functionOf(checker.getSymbolAtLocation(value), depth + 1);
    }
    return undefined;
  }

  function symbolAt(node: ts.Node): ts.Symbol | undefined {
    if (ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node) return checker.getShorthandAssignmentValueSymbol(node.parent);
    return checker.getSymbolAtLocation(node);
  }

  /** The codes a value can be, or null when its type is wider than a set of literals. */
  function literalCodes(expression: ts.Expression): string[] | null {
    // Literals and `a ? 'X' : 'Y'` are read as written: asking the checker about an argument in a
    // resolver would make it infer the builder's types for the whole field, seconds each.
    if (ts.isStringLiteralLike(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression)) return literalCodes(expression.expression);
    if (ts.isConditionalExpression(expression)) {
      const [yes, no] = [literalCodes(expression.whenTrue), literalCodes(expression.whenFalse)];
      return yes && no ? [...yes, ...no] : null;
    }
    const type = checker.getTypeAtLocation(expression);
    const parts = type.isUnion() ? type.types : [type];
    const codes = parts.filter((part) => part.isStringLiteral()).map((part) => part.value);
    return codes.length === parts.length ? codes : null;
  }

  /**
   * Whether `a.b.c` may be looked up: only when `a` is something whose type is declared — a module's
   * import or top-level value, a class, `this`, a parameter with a type. A lookup through anything
   * else (a resolver's contextually typed `ctx` or `input`, a local holding a query's result) costs
   * the checker an inference, and leads to no function of ours that an import would not.
   */
  function cheapToLookUp(access: ts.PropertyAccessExpression): boolean {
    let left: ts.Expression = access.expression;
    while (ts.isPropertyAccessExpression(left)) left = left.expression;
    if (left.kind === ts.SyntaxKind.ThisKeyword) return true;
    if (!ts.isIdentifier(left)) return false;
    const symbol = checker.getSymbolAtLocation(left);
    if (!symbol) return false;
    if (symbol.flags & ts.SymbolFlags.Alias) return true;
    if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum | ts.SymbolFlags.Module)) return true;
    const declaration = symbol.valueDeclaration;
    if (!declaration) return false;
    if (ts.isParameter(declaration)) return Boolean(declaration.type);
    if (ts.isVariableDeclaration(declaration)) return ts.isSourceFile(declaration.parent.parent.parent) || Boolean(declaration.type);
    return false;
  }

  /** What a raise site's code argument is: some codes, a parameter of the function it is in, or unknown. */
  type CodeSource = { codes: string[] } | { parameter: number } | null;
  const sourceOf = (fn: Fn, argument: ts.Expression | undefined): CodeSource => {
    if (!argument) return null;
    const codes = literalCodes(argument);
    if (codes) return { codes };
    const symbol = ts.isIdentifier(argument) ? checker.getSymbolAtLocation(argument) : undefined;
    const index = fn.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && checker.getSymbolAtLocation(parameter.name) === symbol);
    return symbol && index >= 0 ? { parameter: index } : null;
  };

  /** A function's own facts, read once: where it raises, and which functions of ours it calls or passes on. */
  interface Edges {
    raises: Array<{ source: CodeSource; site: ts.Node }>;
    calls: Array<{ target: Fn; args: readonly ts.Expression[] | undefined; site: ts.Node }>;
  }
  const edgesOf = new Map<Fn, Edges>();
  function edges(fn: Fn): Edges {
    const known = edgesOf.get(fn);
    if (known) return known;
    const found: Edges = { raises: [], calls: [] };
    edgesOf.set(fn, found);
    const call = (target: Fn | ts.ClassDeclaration, args: readonly ts.Expression[] | undefined, site: ts.Node) => {
      if (target === appError) return found.raises.push({ source: sourceOf(fn, args?.[0]), site });
      // `new X(…)` runs X's constructor; its methods count where they are called.
      const bodies = ts.isClassDeclaration(target) ? target.members.filter((member): member is ts.ConstructorDeclaration => ts.isConstructorDeclaration(member) && Boolean(member.body)) : [target];
      for (const body of bodies) found.calls.push({ target: body, args, site });
    };
    const callees = new Set<ts.Node>();
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.expression.kind !== ts.SyntaxKind.SuperKeyword) {
        const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
        callees.add(callee);
        const target = ts.isPropertyAccessExpression(node.expression) && !cheapToLookUp(node.expression) ? undefined : functionOf(symbolAt(callee));
        if (target) call(target, node.arguments ?? [], node);
      } else if (ts.isPropertyAccessExpression(node) && !cheapToLookUp(node)) {
        callees.add(node.name);
      } else if (ts.isIdentifier(node) && !callees.has(node) && node.parent && !isDeclarationName(node)) {
        // A function passed on uncalled (a callback) may run here.
        const target = functionOf(symbolAt(node));
        if (target && target !== fn && !ts.isClassDeclaration(target)) call(target, undefined, node);
      }
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return found;
  }

  const unresolvedSet = new Set<string>();
  const summaries = new Map<Fn, Summary>();
  /**
   * The summaries of `roots` and of everything they reach, grown until nothing changes: calls go
   * round loops (a function that calls itself, two that call each other), so one pass is not enough.
   */
  function summarise(roots: Fn[]): void {
    const reached: Fn[] = [];
    const seen = new Set<Fn>();
    const reach = (fn: Fn) => {
      if (seen.has(fn)) return;
      seen.add(fn);
      reached.push(fn);
      for (const { target } of edges(fn).calls) reach(target);
    };
    roots.forEach(reach);
    for (const fn of reached) if (!summaries.has(fn)) summaries.set(fn, { codes: new Map(), forwards: new Set() });
    let changed = true;
    while (changed) {
      changed = false;
      for (const fn of reached) {
        const summary = summaries.get(fn)!;
        const add = (source: CodeSource, site: ts.Node, via: string) => {
          if (source && 'codes' in source) {
            for (const code of source.codes) {
              if (summary.codes.has(code)) continue;
              summary.codes.set(code, via ? `${via} › ${where(site)}` : where(site));
              changed = true;
            }
          } else if (source) {
            if (!summary.forwards.has(source.parameter)) {
              summary.forwards.add(source.parameter);
              changed = true;
            }
          } else {
            unresolvedSet.add(`${where(site)}: ${site.getText().slice(0, 120)}`);
          }
        };
        const { raises, calls } = edges(fn);
        for (const { source, site } of raises) add(source, site, '');
        for (const { target, args, site } of calls) {
          const callee = summaries.get(target)!;
          for (const [code, place] of callee.codes) {
            if (summary.codes.has(code)) continue;
            summary.codes.set(code, `${nameOf(target)} › ${place}`);
            changed = true;
          }
          for (const index of callee.forwards) {
            if (args) add(sourceOf(fn, args[index]), site, nameOf(target));
            // Passed on without a call, the code has no caller here to name it.
            else unresolvedSet.add(`${where(site)}: ${site.getText()} raises a code it is given, and is passed on uncalled`);
          }
        }
      }
    }
  }

  // Every mutation field: `x.relayMutationField(name, inputOptions, fieldOptions, payloadOptions)`,
  // its name a literal or a parameter of a helper that builds several — then each call of the
  // helper names one, and the functions it hands the helper (what the resolver runs) count for it.
  const calls: ts.CallExpression[] = [];
  for (const file of files) {
    const collect = (node: ts.Node) => {
      if (ts.isCallExpression(node)) calls.push(node);
      ts.forEachChild(node, collect);
    };
    collect(file);
  }
  const fields: Array<{ name: string; functions: Fn[] }> = [];
  for (const call of calls) {
    if (!ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'relayMutationField') continue;
    const [nameArgument, , fieldOptions] = call.arguments;
    const resolveProperty =
      fieldOptions && ts.isObjectLiteralExpression(fieldOptions)
        ? fieldOptions.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'resolve')
        : undefined;
    const resolver =
      resolveProperty && ts.isMethodDeclaration(resolveProperty)
        ? resolveProperty
        : resolveProperty && ts.isPropertyAssignment(resolveProperty)
          ? isFn(resolveProperty.initializer)
            ? resolveProperty.initializer
            : functionOf(checker.getSymbolAtLocation(resolveProperty.initializer))
          : undefined;
    if (!nameArgument || !resolver || ts.isClassDeclaration(resolver)) {
      unresolved.push(`${where(call)}: a mutation field without a name and a resolver function in its options`);
      continue;
    }
    for (const { name, handed } of instances(nameArgument)) fields.push({ name, functions: [resolver, ...handed] });
  }
  summarise(fields.flatMap((field) => field.functions));
  const found = new Map<string, Map<string, string>>();
  for (const { name, functions } of fields) {
    const codes = found.get(name) ?? new Map<string, string>();
    found.set(name, codes);
    for (const fn of functions) {
      const summary = summaries.get(fn)!;
      if (summary.forwards.size) unresolved.push(`${where(fn)}: a resolver raising a code it is given`);
      for (const [code, place] of summary.codes) if (!codes.has(code)) codes.set(code, place);
    }
  }
  unresolved.push(...unresolvedSet);

  /** Each name a mutation's name argument stands for, with the functions handed to the helper that made it. */
  function instances(argument: ts.Expression): Array<{ name: string; handed: Fn[] }> {
    const literal = ts.isIdentifier(argument) ? null : literalCodes(argument);
    if (literal) return literal.map((name) => ({ name, handed: [] }));
    const declaration = ts.isIdentifier(argument) ? checker.getSymbolAtLocation(argument)?.valueDeclaration : undefined;
    const helper = declaration && ts.isParameter(declaration) ? declaration.parent : undefined;
    if (!declaration || !helper || !isFn(helper) || !ts.isFunctionDeclaration(helper) || !helper.name) {
      unresolved.push(`${where(argument)}: a mutation name that is neither literal nor a helper's parameter`);
      return [];
    }
    const index = helper.parameters.indexOf(declaration as ts.ParameterDeclaration);
    return calls
      .filter((call) => ts.isIdentifier(call.expression) && call.expression.text === helper.name!.text && functionOf(checker.getSymbolAtLocation(call.expression)) === helper)
      .flatMap((call) => {
        const name = call.arguments[index];
        const handed = call.arguments.flatMap((arg) => {
          const fn = isFn(arg) ? arg : ts.isIdentifier(arg) ? functionOf(checker.getSymbolAtLocation(arg)) : undefined;
          return fn && !ts.isClassDeclaration(fn) ? [fn] : [];
        });
        return name ? instances(name).map((instance) => ({ name: instance.name, handed: [...instance.handed, ...handed] })) : [];
      });
  }

  const mutations = [...found].map(([name, codes]) => ({ name, codes }));
  return { mutations, unresolved };
}

/** A function's name as a chain of calls shows it. */
function nameOf(fn: Fn): string {
  if (fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  if (ts.isConstructorDeclaration(fn)) return `new ${fn.parent.name?.text ?? 'class'}`;
  const parent = fn.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(callback)';
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isBindingElement(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.name === node
  );
}

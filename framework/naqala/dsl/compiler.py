"""Compile effect-language trees into Python closures, resolving every name once.

Expressions become `Expr(fn, type)`; statements become `Stmt(run, possible)`. `run(ctx)`
performs the statement; `possible(ctx)` says whether it can be carried out now, so that an
optional action or a card's power is offered only when it can be completed. A statement also
knows whether it may ask a question (`asks`) and which events it may announce (`announces`),
so the engine knows which steps can never wait for a choice. Names are resolved here, with
types, so faults are found when a ruleset is checked, not in play.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from lark import Token, Tree

from ..engine.budget import DeadEnd, running
from ..engine.decisions import Message, Ref
from ..errors import did_you_mean, unknown_hint
from . import costs, source, statements, verbs
from .functions import final_tile
from .parser import SnippetError, parse
from .source import IT, ME, NONE, bound, join
from .statements import sequence  # noqa: F401 - re-exported: the engine imports it here
from .terms import (  # noqa: F401 - re-exported: plugins import these from here
    ANY,
    ANY_EVENT,
    HOISTED,
    SETS,
    VARIES,
    Expr,
    Function,
    Scope,
    Stmt,
    Verb,
    _from_parts,
    acting,
    always,
    compatible,
    constant,
    fail,
    read_hoisted,
    read_it,
    type_word,
    unasked,
)

MOST_NESTED_LOOPS = 3  # the shipped rulesets nest two at most
# Expressions of a ruleset the engine reads with nobody to ask, by field: why a `choose` in
# them is refused (D228).
UNASKED = {
    "points": "scores are counted with nobody to ask",
    "end_when": "the end of the game is decided with nobody to ask",
    "useful": "the engine reads whether a power is useful with nobody to ask",
    "last_drop": "the engine reads where a move may end with nobody to ask",
}


def _guarded(method: Callable) -> Callable:
    """An entry point that reports a snippet nested too deeply as a SnippetError."""

    @functools.wraps(method)
    def entry(self, text: str, *args, **kwargs):
        try:
            return method(self, text, *args, **kwargs)
        except RecursionError:
            raise SnippetError("the snippet is nested too deeply", 1, 1, "D206") from None
    return entry


class Compiler:
    """Compiles snippets against one ruleset's names, functions and verbs.

    Every entry point raises only `SnippetError` for a faulty snippet.
    """

    def __init__(self, names, functions: dict[str, Function], verbs: dict[str, Verb],
                 builtins: dict[str, Callable[[Scope], Expr]]):
        self.names, self.functions, self.verbs, self.builtins = names, functions, verbs, builtins
        self.place: tuple[str, str, str] | None = None  # (section, key, field) being compiled
        self.topic: str | None = None  # the name a `let` gives the value being compiled
        self.seatless = False  # compiling a step of a phase where nobody acts (no `order`)

    def at(self, section: str, key, field: str) -> Compiler:
        """Say which ruleset entry and field the next snippets belong to (for prompts)."""
        self.place = (section, str(key), field)
        return self

    def prompter(self, kind: str, topic: str | None = None) -> Callable[..., Message]:
        """The prompt of a choice made at this place of the ruleset.

        Its id is `prompt-SECTION-KEY-FIELD-TOPIC` (the topic is a `let` name, a `pay ... as`
        name or the kind of choice), which a ruleset's text pack may define; otherwise the
        default `prompt-KIND` of the framework's pack. `entry` names the ruleset entry.
        """
        kind_id = kind.replace(".", "-")
        topic = topic or self.topic or kind_id
        default, known = f"prompt-{kind_id}", {}
        if self.place is None:
            mid = default
        else:
            section, key, field = self.place
            mid, known = f"prompt-{section}-{key}-{field}-{topic}", {"entry": Ref(section, key)}
            if section == "steps":  # a step has a name but no rule text of its own
                default = f"{default}-step" if kind_id == "may" else default
            else:
                known["rule"] = Ref(section, key, field)

        def prompt(**args) -> Message:
            return Message(mid, {**known, **args}, default)
        return prompt

    def labeller(self, kind: str, topic: str) -> Callable[..., Message]:
        """Labels of options that the ruleset may word at this place: `option-PLACE-TOPIC`,
        else the framework's `option-KIND`."""
        mid = f"option-{'-'.join(self.place)}-{topic}" if self.place else f"option-{kind}"

        def label(**args) -> Message:
            return Message(mid, args, f"option-{kind}")
        return label

    # Entry points -------------------------------------------------------------------------

    @_guarded
    def effect(self, text: str, scope: Scope | None = None) -> Stmt:
        return self.seq(parse(text, "effect").children[0], scope or Scope())

    @_guarded
    def expr(self, text: str, scope: Scope | None = None, want: str = "any",
             nobody: str | None = None) -> Expr:
        """An expression of type `want`. With `nobody` (why nobody can answer a question
        where it is read), a `choose` in it is refused (D228)."""
        tree = parse(text, "expr")
        if nobody is not None:
            _refuse_choices(tree, nobody)
        node = tree.children[0] if tree.data == "expr" else tree
        e = self.expression(node, scope or Scope(), want)
        self.check(node, e, want)
        return e

    @_guarded
    def trigger(self, text: str, fields: Callable[[str, Any], dict[str, str]]):
        """(event id, condition or None, effect) of a card's `on:` snippet."""
        tree = parse(text, "trigger")
        event, cond, body = tree.children
        fields_of = fields(str(event), event)
        scope = Scope({**fields_of, "actor": "player"})
        c = self.expression(cond, scope, "bool") if cond is not None else None
        stmt = self.seq(body, scope)
        if cond is not None and _chooses(cond):
            stmt = replace(stmt, asks=True)
        return str(event), c, stmt

    @_guarded
    def grants(self, text: str) -> dict[str, int]:
        """Constant variable settings `name = n, ...`."""
        out = {}
        for grant in parse(text, "grants").children:
            name, value = grant.children
            if str(name) not in self.names.variables:
                raise fail(name, f"unknown variable '{name}'"
                                 f"{did_you_mean(name, self.names.variables)}", "D211")
            if not (isinstance(value, Tree) and value.data == "number"):
                raise fail(value, "a grant must be a whole number", "D212")
            out[str(name)] = int(value.children[0])
        return out

    @_guarded
    def cost(self, text: str):
        return costs.compile_cost(self, parse(text, "cost"), None)

    # Statements -----------------------------------------------------------------------------

    def seq(self, tree: Tree, scope: Scope) -> Stmt:
        steps = tree.children
        compiled: list[Stmt] = []
        for i, step in enumerate(steps):
            may, stmt = step.children
            if may is not None:
                rest = Tree("seq", steps[i:])
                rest.children[0] = Tree("step", [None, stmt], meta=step.meta)
                body = self.seq(rest, scope)
                compiled.append(_from_parts(statements.optional(body, self.prompter("may")), [body],
                                            asks=True))
                break
            stmt_, scope = self.statement(stmt, scope)
            compiled.append(stmt_)
        return sequence(compiled)

    def topic_of(self, tree: Tree, scope: Scope) -> tuple[str, str]:
        """What a sequence starts with, for labelling an alternative: (topic, kind).

        The topic is the name its first `let` or `pay ... as` gives, else its first verb; the
        kind is what that first statement does: `choose-tile`, `choose-player`, `choose-card`,
        `choose-id`, `pay` or `other` (the framework's pack words each).
        """
        stmt = tree.children[0].children[1]
        if stmt.data == "let_stmt":
            name, value = stmt.children
            if isinstance(value, Tree) and value.data == "choose":
                source = self.expression(value.children[0], scope, "set")
                kind = {"tiles": "tile", "players": "player", "cards": "card"}.get(
                    source.type, "id")
                return str(name), f"choose-{kind}"
            return str(name), "other"
        if stmt.data == "pay":
            cost, as_name = stmt.children
            return (str(as_name) if as_name else "pay"), "pay"
        if stmt.data == "call":
            return str(stmt.children[0]), "other"
        return stmt.data, "other"

    def statement(self, node: Tree, scope: Scope) -> tuple[Stmt, Scope]:
        """A compiled statement and the scope after it (let and pay ... as bind names)."""
        kind = node.data
        if kind == "alternatives":
            labels = []
            for i, child in enumerate(node.children):
                topic, what = self.topic_of(child, scope)
                label = self.labeller(f"alt-{what}", topic)
                labels.append(lambda n=i + 1, lb=label: lb(n=n))
            self.names.offers.setdefault("alternative", set()).update(
                f"alt{i + 1}" for i in range(len(node.children)))  # for naqala.vocabulary
            parts = [self.seq(c, scope) for c in node.children]
            return _from_parts(statements.alternatives(parts, labels, self.prompter("alternative")),
                               parts, asks=True), scope
        if kind == "if_stmt":
            cond, then, other = node.children
            c = self.expression(cond, scope, "bool")
            self.check(cond, c, "bool")
            parts = [self.seq(then.children[0], scope)]
            if other:
                parts.append(self.seq(other.children[0], scope))
            chooses = _chooses(cond)
            stmt = statements.if_then(c, parts[0], parts[1] if other else None, chooses)
            return _from_parts(stmt, parts, asks=chooses), scope
        if kind == "let_stmt":
            name, value = node.children
            saved, self.topic = self.topic, str(name)
            try:
                e = self.expression(value, scope, "any")
            finally:
                self.topic = saved
            stmt = replace(statements.let(str(name), e), asks=_chooses(value))
            return stmt, scope.with_(**{str(name): e.type})
        if kind == "set_turn":
            name, value = node.children
            if str(name) not in self.names.variables:
                raise fail(name, f"unknown variable '{name}'"
                                 f"{did_you_mean(name, self.names.variables)}", "D211")
            e = self.expression(value, scope, "num")
            self.check(value, e, "num")
            return replace(statements.set_turn(str(name), e), asks=_chooses(value)), scope
        if kind == "pay":
            cost, as_name = node.children
            bound = scope.with_(**{str(as_name): "num"}) if as_name else scope
            stmt = costs.compile_cost(self, cost, str(as_name) if as_name else None)
            return replace(stmt, asks=True), bound
        if kind == "call":
            return self.call(node, scope), scope
        raise fail(node, f"cannot compile '{kind}'")

    def call(self, node: Tree, scope: Scope) -> Stmt:
        """A verb with its arguments, each checked against the verb's signature."""
        name, *args = node.children
        verb = self.verbs.get(str(name))
        if verb is None:
            raise fail(name, f"unknown verb '{name}'{did_you_mean(name, self.verbs)}", "D213")
        if self.seatless and str(name) in verbs.ACTING:
            raise fail(name, f"'{name}' acts for the player whose turn it is, but nobody acts "
                             "in this phase (it has no 'order')", "D225")
        positional, keywords = _split_args(name, args)
        _check_positional_count(name, verb, positional)
        compiled: dict[str, Expr | None] = {}
        for i, want in enumerate(verb.positional):
            given = positional[i] if i < len(positional) else None
            compiled[str(i)] = self._argument(node, name, given, scope, want,
                                              f"{type_word(want.rstrip('?'))} as argument {i + 1}")
        for kw, (at, _) in keywords.items():
            if kw not in verb.keywords:
                takes = ", ".join(f"'{k}'" for k in verb.keywords) or "no keywords"
                raise fail(at, f"'{name}' takes no '{kw}' (it takes {takes})", "D216")
        for kw, want in verb.keywords.items():
            given = keywords[kw][1] if kw in keywords else None
            compiled[kw] = self._argument(node, name, given, scope, want,
                                          f"'{kw} ...' ({type_word(want.rstrip('?'))})")
        return _verb_statement(verb.build(self, compiled, node), verb, compiled, node)

    def _argument(self, node, name, given, scope: Scope, want: str, what: str) -> Expr | None:
        """One compiled argument of a verb; None for an optional one left out ('?' types)."""
        if given is not None:
            e = self.arg(given, scope, want.rstrip("?"))  # `remove ... from` takes any
            checked = not_none(e, str(name), e.type if want == "any" else want)
            return e if checked is e else replace(e, made=checked.fn, code=checked.code)
        if want.endswith("?"):
            return None
        raise fail(node, f"'{name}' needs {what}", "D215")

    def arg(self, node, scope: Scope, want: str) -> Expr:
        """A verb's argument, checked against the type it wants; `none` stands for no tile
        in a comparison, but a verb given it would act on no tile."""
        e = self.expression(node, scope, want)
        self.check(node, e, want)
        if e.type == "none" and want == "tile":
            raise fail(node, "wrong argument type: expected a tile, got none (no tile to act "
                             "on)", "D217")
        return replace(e, node=node)

    def check(self, node, e: Expr, want: str) -> None:
        if not compatible(e.type, want):
            raise fail(node, f"wrong argument type: expected {type_word(want)}, "
                             f"got {type_word(e.type)}", "D217")

    # Expressions ------------------------------------------------------------------------------

    def expression(self, node, scope: Scope, want: str = "any") -> Expr:
        kind = node.data
        method = getattr(self, f"x_{kind}", None)
        if method is None:
            raise fail(node, f"cannot compile expression '{kind}'")
        return method(node, scope, want)

    def x_number(self, node, scope, want) -> Expr:
        return constant(int(node.children[0]), "num")

    def x_name(self, node, scope: Scope, want: str) -> Expr:
        return self.resolve(node.children[0], scope, want)

    def resolve(self, token: Token, scope: Scope, want: str) -> Expr:
        """A bare name, looked up in `NAME_SOURCES` in order."""
        name = str(token)
        for _, find in NAME_SOURCES:
            found = find(self, token, name, scope, want)
            if found is not None:
                return found
        if name == "it":
            raise fail(token, "'it' is only known inside 'where' and 'sum(... over ...)'",
                       "D218")
        fn = self.functions.get(name)
        if fn is not None:
            of = f" of {type_word(fn.subject)}" if fn.subject else ""
            raise fail(token, f"'{name}' is a function{of}: write {name}(...)", "D215")
        names = self.names
        known = set(scope.names) | set(self.builtins) | set(names.variables) | set(
            names.counters) | set(names.options) | {i for ids in names.ids.values() for i in ids}
        raise fail(token, f"unknown name '{name}'{unknown_hint(name, known, names.removed)}",
                   "D218")

    def x_call_fn(self, node, scope: Scope, want: str) -> Expr:
        name, *args = node.children
        args = [a for a in args if a is not None]
        return self.apply(name, str(name), args, scope)

    def apply(self, token, name: str, args: list, scope: Scope) -> Expr:
        """A function applied to its arguments; its subject may be left out or written last."""
        fn = self.functions.get(name)
        if fn is None:
            raise fail(token, f"unknown function '{name}'"
                              f"{did_you_mean(name, self.functions)}", "D219")
        params = list(fn.params)
        if fn.subject is not None:
            params = [fn.subject + "?"] + params
            args = self._subject_first(fn, args, scope)
        compiled: list[Expr | None] = []
        i = 0
        for index, p in enumerate(params):
            e = self._parameter(token, name, p, args[i] if i < len(args) else None, scope)
            if e is not None:
                compiled.append(e)
                i += 1
            else:
                compiled.append(self._default(token, name, p.rstrip("?"), scope)
                                if index == 0 and fn.subject is not None else None)
        if i < len(args):
            e = self.expression(args[i], scope, "any")
            raise fail(args[i], f"wrong argument type for '{name}': "
                                f"{type_word(e.type)} not expected here", "D217")
        compiled = [not_none(e, name, p) for p, e in zip(params, compiled)]
        of_it = len(compiled) == 1 and compiled[0] is not None and compiled[0].made is read_it
        return source.expr(call(fn, compiled), fn.result,
                           of_it=fn.body if of_it else None, column=fn.column if of_it else None)

    def _subject_first(self, fn: Function, args: list, scope: Scope) -> list:
        """The arguments with the subject first: it may also be written last (held(kind, me))."""
        if len(args) > 1 and compatible(self.expression(args[-1], scope).type, fn.subject) \
                and not compatible(self.expression(args[0], scope).type, fn.subject):
            return [args[-1], *args[:-1]]
        return args

    def _parameter(self, token, name: str, param: str, given, scope: Scope) -> Expr | None:
        """The next argument if it fits `param`; None to skip an optional parameter."""
        want = param.rstrip("?")
        if given is not None:
            e = self.expression(given, scope, want)
            if compatible(e.type, want):
                return e
            if not param.endswith("?"):
                self.check(given, e, want)
        if not param.endswith("?"):
            raise fail(token, f"'{name}' needs {type_word(want)}", "D215")
        return None

    def _default(self, token, name: str, want: str, scope: Scope) -> Expr:
        it = scope.names.get("it")
        if it is not None and compatible(it, want):
            return Expr(read_it, it)
        if want == "player":
            return Expr(acting, "player")
        raise fail(token, f"'{name}' needs {type_word(want)} here", "D215")

    def _loop(self, node, items, inner, scope: Scope, want: str) -> tuple[Expr, Scope, Expr]:
        """A loop's set, the scope of its body (`it`: an element) and its body's expression,
        of type `want`."""
        s = self.expression(items, scope, "set")
        self.check(items, s, "set")
        body = _loop_body(node, scope, SETS.get(s.type, "any"))
        e = self.expression(inner, body, want)
        self.check(inner, e, want)
        return s, body, e

    def x_where(self, node, scope: Scope, want: str) -> Expr:
        items, cond = node.children
        s, body, c = self._loop(node, items, cond, scope, "bool")
        if c.test is not None and not body.hoisted:  # its sides: a function of `it`, `me`
            return Expr(source.keyed(source.of(s), *c.test), s.type,
                        exists=source.keyed_exists(source.of(s), *c.test))
        items, cond, hoisted = source.of(s), source.of(c), tuple(body.hoisted)
        return Expr(source.loop(items, cond, hoisted, source.KEEP), s.type,
                    exists=source.loop(items, cond, hoisted, source.EXISTS))

    def x_choose(self, node, scope: Scope, want: str) -> Expr:
        s = self.expression(node.children[0], scope, "set")
        self.check(node.children[0], s, "set")
        elem = SETS.get(s.type, "id")
        return statements.choose_from(s, self.prompter(f"choose.{elem}"),
                                      _chooses(node.children[0]))

    def x_sum_over(self, node, scope: Scope, want: str) -> Expr:
        value, items = node.children
        s, body, v = self._loop(node, items, value, scope, "num")
        return Expr(source.loop(source.of(s), source.of(v), tuple(body.hoisted), source.ADD),
                    "num")

    def x_cond(self, node, scope, want) -> Expr:
        c, a, b = (self.expression(n, scope, w) for n, w in zip(node.children,
                                                                ("bool", want, want)))
        self.check(node.children[0], c, "bool")
        if not (compatible(b.type, a.type) or compatible(a.type, b.type)):
            raise fail(node.children[2], f"both branches of 'if' must have one type: "
                                         f"{type_word(a.type)} and {type_word(b.type)}", "D217")
        return source.expr(join("({} if {} else {})", *map(source.of, (a, c, b))),
                           b.type if a.type == "none" else a.type)

    def x_or_(self, node, scope, want) -> Expr:
        a, b = (self.expression(n, scope, "bool") for n in node.children)
        return source.expr(join("bool({} or {})", source.of(a), source.of(b)), "bool")

    def x_and_(self, node, scope, want) -> Expr:
        a, b = (self.expression(n, scope, "bool") for n in node.children)
        return source.expr(join("bool({} and {})", source.of(a), source.of(b)), "bool")

    def x_not_(self, node, scope, want) -> Expr:
        a = self.expression(node.children[0], scope, "bool")
        return source.expr(join("(not {})", source.of(a)), "bool")

    def x_compare(self, node, scope, want) -> Expr:
        left, op, right = node.children
        a = self.expression(left, scope, "any")
        b = self.expression(right, scope, a.type if a.type.startswith("id:") else "any")
        if a.type.startswith("id:") is False and b.type.startswith("id:") and \
                isinstance(left, Tree) and left.data == "name":
            a = self.expression(left, scope, b.type)
        if not (compatible(a.type, b.type) or compatible(b.type, a.type)):
            raise fail(right, f"cannot compare {type_word(a.type)} with {type_word(b.type)}",
                       "D217")
        fixed = b.value is not VARIES or b.made is acting  # reads no `it`
        test = (a.of_it, COMPARE[str(op)], b, a.column) if a.of_it is not None and fixed \
            else None
        return source.expr(binary(str(op), a, b), "bool", test=test)

    def x_arith(self, node, scope, want) -> Expr:
        left, op, right = node.children
        a = self.expression(left, scope, "num")
        b = self.expression(right, scope, "num")
        self.check(left, a, "num")
        self.check(right, b, "num")
        return source.expr(binary(str(op), a, b), "num")

    def x_list_lit(self, node, scope, want) -> Expr:
        items = [self.expression(c, scope, "id:*") for c in node.children]
        for c, e in zip(node.children, items):
            self.check(c, e, "id:*")
        text = "[" + ", ".join("{}" for _ in items) + "]"
        return source.expr(join(text, *map(source.of, items)), "ids")


def _floor_div(x: int, y: int) -> int:
    return x // y if y else 0


# The language's comparisons and arithmetic as Python's operators; `//` by zero gives 0.
COMPARE = {"=": "==", "!=": "!=", "<": "<", ">": ">", "<=": "<=", ">=": ">="}
ARITH = {"+": "+", "-": "-", "*": "*"}
FLOOR_DIV = bound(_floor_div)


def binary(op: str, a: Expr, b: Expr) -> source.Code:
    """The code of operator `op` between two expressions."""
    if op == "//":
        return join("{}({}, {})", FLOOR_DIV, source.of(a), source.of(b))
    return join(f"({{}} {ARITH.get(op) or COMPARE[op]} {{}})", source.of(a), source.of(b))


# Where a none comes from, said as a hint: the owner of a tile nobody owns, an event's field
# its announcement did not give (`victim` of an event announced by `emit`).
NOT_NONE = {"player": " (the owner of a tile nobody owns, or a player an event did not name?)",
            "tile": ""}


def not_none(e: Expr | None, name: str, want: str) -> Expr | None:
    """`e`, an argument of `name` of type `want`: a player or a tile refuses none when run
    (the owner of a tile nobody owns is none, and Python's words for what a function or a
    verb then did said nothing of it)."""
    want = want.rstrip("?")
    if e is None or want not in NOT_NONE or e.made in (acting, read_it, final_tile):
        return e  # `me`, `it` and `final` are never none (`final` fails before the move)
    check = bound(functools.partial(_given, name, want))
    return source.expr(join("{}(ctx, {})", check, source.of(e)), want)


def _given(name: str, want: str, ctx, value):
    if value is None:
        raise DeadEnd(f"{running(ctx)}: '{name}' needs a {want}, but was given none"
                      f"{NOT_NONE[want]}")
    return value


def call(fn: Function, args: list[Expr | None]) -> source.Code:
    """The code of `fn` applied to its arguments: its `inline` code when none is left out
    (`inline_short` when every optional one is), else a call of its body (left-out
    arguments are None)."""
    if fn.inline is not None and all(a is not None for a in args):
        return join(fn.inline, *map(source.of, args))
    if fn.inline_short is not None and _shortened(fn, args):
        return join(fn.inline_short, *(source.of(a) for a in args if a is not None))
    parts = [NONE if a is None else source.of(a) for a in args]
    return join("{}(ctx" + ", {}" * len(parts) + ")", bound(fn.body), *parts)


def _shortened(fn: Function, args: list[Expr | None]) -> bool:
    """Whether a call of `fn` leaves out its optional parameters, and only them."""
    optional = ([False] if fn.subject is not None else []) + [p.endswith("?") for p in fn.params]
    return all((a is None) == left_out for a, left_out in zip(args, optional))


def _wanted_id(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    kind = want[3:] if want.startswith("id:") and want != "id:*" else None
    if kind is not None and name in c.names.ids.get(kind, ()):
        return constant(name, want, name)
    return None


def _local(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    if name == "it" and "it" in scope.names:
        return Expr(read_it, scope.names[name], name)
    if name in scope.names:
        return source.expr(join("ctx.env[{}]", bound(name)), scope.names[name], name=name)
    return None


def _loop_body(node, scope: Scope, it: str) -> Scope:
    """The scope of the body of the loop at `node` (`where`, `sum ... over`), refused past
    `MOST_NESTED_LOOPS`: each loop runs its whole body for every element of the one around
    it, so five over the tiles of a small board already read millions of elements."""
    if scope.depth >= MOST_NESTED_LOOPS:
        raise fail(node, f"loops nested more than {MOST_NESTED_LOOPS} deep ('where', 'sum "
                         "... over' inside each other): each runs for every element of the "
                         "one around it", "D227")
    return scope.loop(it)


def _builtin(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    if name in scope.barred:
        raise fail(token, f"'{name}' cannot be read here: {scope.barred[name]}", "D226")
    return c.builtins[name](scope) if name in c.builtins else None


def bare_function(fn: Function | None) -> bool:
    """Whether a function may be written as a bare name (of `it`): a subject, nothing else."""
    return fn is not None and fn.subject is not None and \
        not [p for p in fn.params if not p.endswith("?")]


def _function_of_it(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    fn, it = c.functions.get(name), scope.names.get("it")
    if bare_function(fn) and it is not None and compatible(it, fn.subject):
        return c.apply(token, name, [], scope)
    return None


def _variable(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    if name not in c.names.variables:
        return None
    subject = _subject(scope)
    if subject is acting and scope.hoisted is not None:  # read once by the loop
        if name not in scope.hoisted:
            scope.hoisted.append(name)
        return source.expr(join("ctx.env[{}]", bound(HOISTED + name)), "num", name=name)
    return source.expr(join("ctx.var({}, {})", bound(name), _who(subject)), "num", name=name)


def _counter(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    if name not in c.names.counters:
        return None
    return source.expr(join("ctx.state.players[{}].counters[{}]", _who(_subject(scope)),
                            bound(name)), "num", name=name)


def _option(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    if name not in c.names.options:
        return None
    return constant(c.names.options[name], "num", name)


def _any_id(c: Compiler, token, name: str, scope: Scope, want: str) -> Expr | None:
    kinds = [k for k, ids in c.names.ids.items() if name in ids]
    return constant(name, f"id:{kinds[0]}", name) if kinds else None


# Where a bare name is looked up, first match first (docs/engine.md). A ruleset may not give
# one name to two of these where that would hide one (checked when it is compiled): ids of
# different kinds may share a name, since the type wanted picks one.
NAME_SOURCES: tuple[tuple[str, Callable[..., Expr | None]], ...] = (
    ("id of the kind wanted", _wanted_id),
    ("local name", _local),
    ("built-in name", _builtin),
    ("function of 'it'", _function_of_it),
    ("variable", _variable),
    ("counter", _counter),
    ("option", _option),
    ("id", _any_id),
)


def _split_args(name, args: list) -> tuple[list, dict[str, tuple[Any, Any]]]:
    """A verb's positional arguments, and its keyword ones as {keyword: (token, value)}."""
    positional, keywords = [], {}
    for a in args:
        if not (isinstance(a, Tree) and a.data == "keyword_arg"):
            positional.append(a)
            continue
        kw = str(a.children[0])
        if kw in keywords:
            raise fail(a.children[0], f"'{name}' takes '{kw}' only once", "D216")
        keywords[kw] = (a.children[0], a.children[1])
    return positional, keywords


def _check_positional_count(name, verb: Verb, positional: list) -> None:
    """No more positional arguments than the verb takes (a misspelt keyword is named)."""
    n = len(verb.positional)
    if len(positional) <= n:
        return
    extra = positional[n]
    if isinstance(extra, Tree) and extra.data == "name":
        close = did_you_mean(extra.children[0], verb.keywords)
        if close:
            raise fail(extra, f"'{name}' takes no '{extra.children[0]}'{close}", "D216")
    takes = ", ".join(f"'{k}'" for k in verb.keywords)
    raise fail(extra, f"'{name}' takes {n} argument{'' if n == 1 else 's'} before "
                      f"its keywords" + (f" ({takes})" if takes else ""), "D214")


def _subject(scope: Scope) -> Callable:
    """Who a bare player attribute refers to: `it` when it is a player, else `me`."""
    if scope.names.get("it") == "player":
        return read_it
    return acting


def _who(subject: Callable) -> source.Code:
    """The code of a subject `_subject` gives."""
    return IT if subject is read_it else ME


def _verb_statement(stmt: Stmt, verb: Verb, compiled: dict, node) -> Stmt:
    """A verb's statement with what the compiler knows of it: whether it may ask and what it
    may announce; when its arguments ask, its `possible` is read without asking."""
    chooses = _chooses(node)
    if stmt.possible is not always and chooses:
        stmt = replace(stmt, possible=unasked(stmt.possible))
    asks = verb.asks(compiled) if callable(verb.asks) else verb.asks
    return replace(stmt, asks=stmt.asks or asks or chooses,
                   announces=stmt.announces | verb.announces)


def _refuse_choices(tree: Tree, why: str) -> None:
    """A `choose` in an expression read where nobody can be asked is a located error."""
    node = next((n for n in tree.iter_subtrees_topdown() if n.data == "choose"), None)
    if node is not None:
        raise fail(node, f"'choose' cannot be used here: {why}", "D228")


def _chooses(node) -> bool:
    """Whether a parse tree holds a `choose` (a question asked while evaluating it)."""
    return isinstance(node, Tree) and any(True for _ in node.find_data("choose"))

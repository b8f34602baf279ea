"""What an overlay's entries do to the entries of the rulesets below: `op: add`, `modify`,
`replace` or `remove`, and the edits of a phase's steps one by one."""

from __future__ import annotations

from ..errors import did_you_mean, quoted
from .files import Reader
from .raw import Entry, Loc
from .schema import OPS, STEP_OPS


def apply_op(table: dict, entry: Entry, section: str, key_field: str, required: tuple,
             reader: Reader, overlay: bool) -> None:
    """Lay one entry of a file over its section's table as its `op:` says (add, modify,
    replace or remove), noting what cannot be done (R104, R112 to R115) instead."""
    op = entry.fields.pop("op", "add")
    key = entry.key
    if key is None:
        reader.problem(entry.loc, "R104", f"missing required key '{key_field}' in {section}")
        return
    if not reader.one_word(entry.at(key_field), f"id {quoted(key)} in {section}", key):
        return
    if op not in OPS:
        reader.problem(entry.at("op"), "R112", f"unknown op '{op}'{did_you_mean(op, OPS) or ''}"
                       f": expected one of {', '.join(OPS)}")
        return
    if op in ("remove", "modify", "replace") and key not in table:
        reader.problem(entry.at(key_field), "R113",
                       f"cannot {op} '{key}': no such entry in {section}"
                       f"{did_you_mean(key, table)}")
        return
    if op == "remove":
        del table[key]
        return
    if op == "modify":
        table[key] = _modified(table[key], entry, reader)
        return
    if op == "add" and key in table:
        hint = " (an overlay replaces it with op: replace)" if overlay else ""
        reader.problem(entry.at(key_field), "R114",
                       f"duplicate id '{key}' in {section}, first at "
                       f"{table[key].loc.file}:{table[key].loc.line}{hint}")
        return
    missing = [f for f in required if f not in entry.fields]
    _plain_step_problems(entry, reader)
    if missing:
        reader.problem(entry.loc, "R104",
                       f"missing required key '{missing[0]}' in {section} entry '{key}'")
        return
    table[key] = entry


def _modified(old: Entry, entry: Entry, reader: Reader) -> Entry:
    """`op: modify`: the fields given replace the old ones; steps with an `op:` edit the old
    steps one by one instead of replacing them all."""
    fields, locs = {**old.fields, **entry.fields}, {**old.locs, **entry.locs}
    edits = entry.get("steps") or []
    if any("op" in step for step in edits):
        steps = _edit_steps(old, entry, reader)
        fields["steps"] = [step for step, _ in steps]
        locs = {k: v for k, v in locs.items() if not k.startswith("steps.")}
        locs.update({f"steps.{i}.{sub}".rstrip("."): at for i, (_, step_locs) in enumerate(steps)
                     for sub, at in step_locs.items()})
    else:
        _plain_step_problems(entry, reader)
    return Entry(old.key, fields, locs, old.loc)


def _step_locs(entry: Entry, i: int) -> dict[str, Loc]:
    """Where step i and its fields were written, by field ("" for the step itself)."""
    prefix = f"steps.{i}"
    return {k[len(prefix) + 1:]: v for k, v in entry.locs.items()
            if k == prefix or k.startswith(prefix + ".")}


def _plain_step_problems(entry: Entry, reader: Reader) -> None:
    """Steps that replace a phase's steps: each with `do`, none with `before:` or `after:`."""
    for i, step in enumerate(entry.get("steps") or []):
        placed = [k for k in ("op", "before", "after") if k in step]
        if placed:
            reader.problem(entry.at(f"steps.{i}.{placed[0]}"), "R115",
                           f"'{placed[0]}:' edits a step of an existing phase: it belongs in "
                           f"an op: modify of phase '{entry.key}' whose steps all have op:")
        elif "do" not in step:
            reader.problem(entry.at(f"steps.{i}"), "R104", "missing required key 'do'")


def _edit_steps(old: Entry, entry: Entry, reader: Reader) -> list[tuple[dict, dict]]:
    """The old phase's steps (each with its locations) after the edits of `entry`, in order."""
    steps = [(dict(step), _step_locs(old, i)) for i, step in enumerate(old.get("steps") or [])]
    for i, edit in enumerate(entry.get("steps")):
        problem = _edit_step(steps, edit, _step_locs(entry, i))
        if problem is not None:
            field, code, message = problem
            reader.problem(entry.at(f"steps.{i}.{field}".rstrip(".")), code,
                           f"{message} (phase '{entry.key}')")
    return steps


def _edit_step(steps: list, edit: dict, locs: dict) -> tuple[str, str, str] | None:
    """Apply one step edit to `steps`; or (field, code, message) of what is wrong with it."""
    ids = [step["id"] for step, _ in steps]
    problem = _step_edit_problem(ids, edit)
    if problem is not None:
        return problem
    op, key = edit["op"], edit["id"]
    step = ({"id": key, "do": edit.get("do")},
            {k: v for k, v in locs.items() if k in ("", "id", "do")})
    if op == "remove":
        del steps[ids.index(key)]
    elif op == "replace":
        steps[ids.index(key)] = step
    elif op == "add":
        steps.append(step)
    else:
        where = "before" if "before" in edit else "after"
        steps.insert(ids.index(edit[where]) + (where == "after"), step)
    return None


def _step_edit_problem(ids: list[str], edit: dict) -> tuple[str, str, str] | None:
    """What is wrong with one step edit, as (field, code, message), or None."""
    op, key = edit.get("op"), edit["id"]
    problem = _step_op_problem(op, key, edit)
    if problem is not None:
        return problem
    if op in ("replace", "remove") and key not in ids:
        return "id", "R113", f"cannot {op} step '{key}': no such step{did_you_mean(key, ids)}"
    if op in ("add", "insert") and key in ids:
        return "id", "R114", f"step '{key}' is already in the phase (op: replace changes it)"
    where = "before" if "before" in edit else "after"
    if op == "insert" and edit[where] not in ids:
        return where, "R113", f"no step '{edit[where]}' to insert '{key}' " \
            f"{where}{did_you_mean(edit[where], ids)}"
    return None


def _step_op_problem(op, key: str, edit: dict) -> tuple[str, str, str] | None:
    """A step edit's op, its before:/after: and its do:, checked on their own."""
    if op not in STEP_OPS:
        return ("op" if op else "id", "R112", f"a step edit needs op: one of "
                f"{', '.join(STEP_OPS)}, not {op or 'none'}{did_you_mean(op or '', STEP_OPS)}")
    placed = len([k for k in ("before", "after") if k in edit])
    if placed != (op == "insert"):
        return "op", "R115", f"op: {op} of step '{key}' takes " + (
            "one of before: or after:" if op == "insert" else "no before: or after:")
    if op != "remove" and "do" not in edit:
        return "", "R104", f"missing required key 'do' in step '{key}'"
    return None


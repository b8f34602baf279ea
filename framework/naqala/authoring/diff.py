"""`naqala diff A B`: what ruleset B changes against ruleset A, as data and as rule sentences.

The comparison is on the merged rulesets (every folder of each `extends` chain laid on), so
it answers "what changes for players", whatever files the change was written in: options,
board and end settings, entries added, removed or changed field by field, and the phases
and steps of the turn.
"""

from __future__ import annotations

import json

from ..ruleset import load
from ..ruleset.schema import COLLECTIONS
from ..text import Code, Text

# Fields holding effect-language snippets whose rule text (`<section>-<id>-<field>`) exists.
TEXT_FIELDS = ("action", "power", "on", "grants")
NAMED_FIELDS = {"deck": "decks"}  # fields whose value is the id of an entry of that section


def _plain(value):
    """A field value as JSON data (comma-separated numbers are lists already)."""
    return list(value) if isinstance(value, (list, tuple)) else value


def _fields(old: dict, new: dict) -> dict[str, dict]:
    """{field: {"from": .., "to": ..}} of the fields that differ (None: absent)."""
    return {f: {"from": _plain(old.get(f)), "to": _plain(new.get(f))}
            for f in dict.fromkeys([*old, *new]) if old.get(f) != new.get(f)}


def _steps(old: list, new: list) -> list[dict]:
    before = {s["id"]: s["do"] for s in old or []}
    after = {s["id"]: s["do"] for s in new or []}
    out = [{"step": s, "change": "removed", "from": before[s], "to": None}
           for s in before if s not in after]
    for s, do in after.items():
        if s not in before:
            out.append({"step": s, "change": "added", "from": None, "to": do})
        elif before[s] != do:
            out.append({"step": s, "change": "changed", "from": before[s], "to": do})
    if not out and list(before) != list(after):
        out.append({"step": None, "change": "reordered", "from": list(before),
                    "to": list(after)})
    return out


def compare(a, b) -> dict:
    """The changes from compiled ruleset `a` to compiled ruleset `b`, as JSON-ready data."""
    ra, rb = a.raw, b.raw
    entries, turn = [], []
    for section in dict.fromkeys([*ra.collections, *rb.collections]):
        items = _entries(section, ra.collections.get(section, {}),
                         rb.collections.get(section, {}))
        (turn if section == "phases" else entries).extend(items)
    return {"a": a.id, "b": b.id, "options": _options(a, b), "settings": _settings(ra, rb),
            "entries": entries, "turn": turn}


def _options(a, b) -> list[dict]:
    """Options added, removed or set to another value (values compared as the rulesets read
    them: `on` and `yes` are one value, as are `1` and `01`), shown as written."""
    ra, rb = a.raw, b.raw
    options = [{"option": name, "from": ra.options[name]["value"] if name in ra.options else None,
                "to": info["value"]}
               for name, info in rb.options.items()
               if name not in ra.options or a.options[name] != b.options[name]]
    return options + [{"option": name, "from": info["value"], "to": None}
                      for name, info in ra.options.items() if name not in rb.options]


def _settings(ra, rb) -> list[dict]:
    """Board and end settings that differ."""
    return [{"setting": key, "from": _plain(ra.settings.get(key)),
             "to": _plain(rb.settings.get(key))}
            for key in dict.fromkeys([*ra.settings, *rb.settings])
            if ra.settings.get(key) != rb.settings.get(key)]


def _entries(section: str, old: dict, new: dict) -> list[dict]:
    """Entries of one section added, removed or changed (a phase's steps compared apart)."""
    out = []
    for key in dict.fromkeys([*old, *new]):
        if key in old and key in new and old[key].fields == new[key].fields:
            continue
        change = "removed" if key not in new else "added" if key not in old else "changed"
        item = {"section": section, "id": key, "change": change}
        if change != "removed":
            o = old[key].fields if key in old else {}
            key_field = COLLECTIONS[section][1] if section in COLLECTIONS else "id"
            item["fields"] = {f: c for f, c in _fields(o, new[key].fields).items()
                              if f not in (key_field, "steps")}
            if section == "phases":
                item["steps"] = _steps(old[key].get("steps") if key in old else [],
                                       new[key].get("steps"))
        out.append(item)
    return out


class _Words:
    """Sentences of a diff in one language (messages `diff-*` of the framework's packs)."""

    def __init__(self, a, b, lang: str):
        self.ta, self.tb = Text(a, lang, report=_quiet), Text(b, lang, report=_quiet)
        self.t = self.tb

    def name(self, section: str, key) -> str:
        if section == "players":
            return self.t("diff-players", n=key)
        for t in (self.tb, self.ta):
            if t.has(f"{section}-{key}"):
                return t.name(section, key)
        return _code(key)

    def value(self, value) -> str:
        if isinstance(value, bool):
            value = "yes" if value else "no"
        if value is None:
            return self.t("diff-nothing")
        if isinstance(value, (list, dict)):  # board layouts: regions, edges (one line)
            return Code(" ".join(json.dumps(value, ensure_ascii=False, default=str).split()))
        if isinstance(value, (int, float)):  # a number of the prose: the language's digits
            return self.t("diff-value", value=str(value))
        return self.t("diff-value", value=_code(value))

    def field_value(self, field: str, value) -> str:
        """A field's value in words: an entry it names by that entry's name."""
        if field in NAMED_FIELDS and isinstance(value, str):
            return self.name(NAMED_FIELDS[field], value)
        return self.value(value)

    def field(self, item: dict, field: str, change: dict) -> str:
        name = self.t("diff-field", field=field)
        mid = f"{item['section']}-{item['id']}-{field}"
        rule = self.tb.entry(item["section"], str(item["id"]), field) \
            if field in TEXT_FIELDS and change["to"] is not None and self.tb.has(mid) else None
        if change["from"] is None and rule is not None:  # a new rule: its text says it
            return self.t("diff-field-set", field=name, to=rule)
        old, new = (self.field_value(field, change[k]) for k in ("from", "to"))
        if change["from"] is None:
            line = self.t("diff-field-set", field=name, to=new)
        elif change["to"] is None:
            line = self.t("diff-field-dropped", field=name, **{"from": old})
        else:
            line = self.t("diff-field-changed", field=name, to=new, **{"from": old})
        if rule is not None:
            line += "\n      " + self.t("diff-rule", text=rule)
        return line


def _code(value) -> Code:
    """A value as written (a snippet, an id), on one line, its digits kept in every
    language."""
    return Code(" ".join(str(value).split()))


def _quiet(_message: str) -> None:
    """Missing messages fall back to English silently: a diff is not a translation check."""


def _titled(rs) -> Code:
    """A ruleset's name, with the options it was loaded with set otherwise, as written."""
    chosen = ", ".join(f"{k}={v}" for k, v in sorted(rs.raw.chosen.items()))
    return Code(f"{rs.name} ({chosen})" if chosen else rs.name)


def sentences(diff: dict, a, b, lang: str) -> list[str]:
    """The diff as indented rule sentences in `lang`."""
    w = _Words(a, b, lang)
    t = w.t
    lines = [t("diff-title", a=_titled(a), b=_titled(b))]
    for o in diff["options"]:
        what = t(f"options-{o['option']}") if t.has(f"options-{o['option']}") else ""
        lines.append("  " + t("diff-option", option=_code(o["option"]), to=w.value(o["to"]),
                              **{"from": w.value(o["from"])}))
        if what:
            lines.append(f"    {what}")
    for s in diff["settings"]:
        setting = t("diff-setting-name", setting=s["setting"].replace(".", "-"))
        lines.append("  " + t("diff-setting", setting=setting, to=w.value(s["to"]),
                              **{"from": w.value(s["from"])}))
    for item in diff["entries"]:
        section = t("diff-section", section=item["section"])
        lines.append("  " + t(f"diff-{item['change']}", section=section,
                              name=w.name(item["section"], item["id"])))
        lines += ["    " + w.field(item, f, c) for f, c in item.get("fields", {}).items()]
    for item in diff["turn"]:
        section = t("diff-section", section="phases")
        lines.append("  " + t(f"diff-{item['change']}", section=section,
                              name=w.name("phases", item["id"])))
        lines += ["    " + w.field(item, f, c) for f, c in item.get("fields", {}).items()]
        lines += ["    " + _step(w, step) for step in item.get("steps", [])]
    if len(lines) == 1:
        lines.append("  " + t("diff-none"))
    return lines


def _step(w: _Words, step: dict) -> str:
    if step["change"] == "reordered":
        return w.t("diff-step-reordered", steps=_code(", ".join(step["to"])))
    name = w.t(f"steps-{step['step']}") if w.t.has(f"steps-{step['step']}") \
        else _code(step["step"])
    if step["change"] == "removed":
        return w.t("diff-step-removed", step=name)
    return w.t(f"diff-step-{step['change']}", step=name, effect=_code(step["to"]))


def cmd_diff(args) -> int:
    a, b = load(args.a), load(args.b)  # NAME or NAME:option=value,..., as in compare
    Text(a, args.lang)  # a language no pack has is refused, with --json too
    diff = compare(a, b)
    if args.json:
        print(json.dumps(diff, ensure_ascii=False))
    else:
        print("\n".join(sentences(diff, a, b, args.lang)))
    return 0

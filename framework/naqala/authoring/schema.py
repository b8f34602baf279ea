"""`naqala schema`: a JSON Schema of the ruleset files, derived from `ruleset/schema.py`.

Editors without the naqala language server (any editor with a YAML plugin that reads JSON
Schemas) then complete and check keys. Values are typed as YAML 1.2 reads them: strictyaml
reads every scalar as text, so a text field also accepts numbers and booleans.
"""

from __future__ import annotations

import json
from pathlib import Path

from strictyaml import Bool, CommaSeparated, Int, Map, MapPattern, Seq, Str

from ..engine.board import ADJACENCIES
from ..engine.sowing import PICK_UPS
from ..errors import NaqalaError
from ..jsonfile import write_text
from ..ruleset.loader import VERSION
from ..ruleset.schema import COLLECTIONS, DATA_FILE, MANIFEST, OPS

DRAFT = "http://json-schema.org/draft-07/schema#"
INTEGER_LIST = r"^\s*-?[0-9]+(\s*,\s*-?[0-9]+)*\s*$"
EDGE = r"[a-z]+[0-9]+\s*-\s*[a-z]+[0-9]+"  # two tile names joined by '-'


# Keys whose values say more than their validator: the ops, and a version (a number to YAML
# too, 1.2, which a pattern does not judge).
BY_NAME = {
    "op": {"enum": list(OPS), "description": "how an overlay changes the entry (default add)"},
    "version": {"type": ["string", "number"], "pattern": f"^{VERSION.pattern}$",
                "description": "whole numbers separated by dots, such as 1.0 or 1.2.3"},
}


def _words(words, what: str) -> dict:
    """A setting that takes one of `words`, or the name of an option that sets it."""
    return {"anyOf": [{"enum": list(words)}, {"type": "string"}],
            "description": f"{what}: {', '.join(words)} (or an option's name)"}


# The keys of `movement:` (docs/authoring.md); a tile kind's `edges:` is another key.
MOVEMENT = {
    "adjacency": _words(ADJACENCIES, "which tiles a step reaches"),
    "pick_up": _words(PICK_UPS, "the pieces a move picks up"),
    "edges": {"type": "string", "pattern": f"^\\s*{EDGE}(\\s*,\\s*{EDGE})*\\s*$",
              "description": "a graph board's steps: pairs of tile names joined by '-', "
                             "separated by commas (like a1-b2, b2-c2); every tile a piece "
                             "may stand on must be joined"},
    "step_back": {"anyOf": [{"type": "boolean"}, {"enum": ["yes", "no"]},
                            {"type": ["string", "number"]}],
                  "description": "whether a drop may go straight back to the tile just "
                                 "left: yes or no (or an option's name)"},
    "last_drop": {"type": "string", "description": "where the last piece may land: a "
                  "condition on `tile`, `piece` and `dropped`"},
}


def keys_of(schema: Map) -> list[str]:
    """The keys a strictyaml Map accepts, in the order they are declared."""
    return [str(k) for k in schema._validator_dict]


def to_json_schema(validator, name: str = "") -> dict:
    """The JSON Schema of one strictyaml validator (`name`: the key it is the value of)."""
    if name in BY_NAME:
        return dict(BY_NAME[name])
    if isinstance(validator, Map):
        spec = {"type": "object",
                "properties": {k: to_json_schema(v, k)
                               for k, v in validator._validator_dict.items()},
                "additionalProperties": False}
        required = [str(k) for k in validator._required_keys]
        return {**spec, "required": required} if required else spec
    if isinstance(validator, MapPattern):
        return {"type": "object", "additionalProperties": to_json_schema(
            validator._value_validator)}
    if isinstance(validator, Seq):
        items = to_json_schema(validator._validator)
        section = COLLECTIONS.get(name)
        if section is not None:
            _, key, required = section
            need = f"; an entry needs {', '.join(required)}" if required else ""
            items["description"] = f"{name} entries keyed by '{key}'{need} (unless op is " \
                                   "modify or remove)"
        return {"type": "array", "items": items}
    if isinstance(validator, CommaSeparated):
        if not isinstance(validator._item_validator, Int):  # names separated by commas
            return {"type": "string", "description": "names separated by commas"}
        return {"anyOf": [{"type": "integer"}, {"type": "string", "pattern": INTEGER_LIST}],
                "description": "numbers separated by commas"}
    if isinstance(validator, Bool):
        words = ["yes", "no", "true", "false", "on", "off", "y", "n", "1", "0"]
        return {"anyOf": [{"type": "boolean"}, {"enum": words}]}
    if isinstance(validator, Int):
        return {"type": "integer"}
    if isinstance(validator, Str):
        return {"type": ["string", "number", "boolean"]}
    raise TypeError(f"no JSON Schema for {validator!r}")


def json_schema(kind: str) -> dict:
    """The JSON Schema of a manifest (`manifest`) or of a data file (`data`)."""
    if kind == "manifest":
        return {"$schema": DRAFT, "title": "naqala ruleset manifest.yaml",
                **to_json_schema(MANIFEST)}
    spec = to_json_schema(DATA_FILE)
    spec["properties"]["movement"]["properties"].update(MOVEMENT)
    return {"$schema": DRAFT, "title": "naqala ruleset data file", **spec}


def cmd_schema(args) -> int:
    text = json.dumps(json_schema(args.kind), indent=2) + "\n"
    if args.output in (None, "-"):  # `-o -`: the output, as other tools read it
        print(text, end="")
        return 0
    write_schema(args.output, text)
    print(f"wrote {args.output}")
    return 0


def write_schema(output: str, text: str) -> None:
    """Write the schema whole or not at all (`jsonfile.write_text`: an interrupted write
    leaves the earlier file); a device or a pipe (`-o /dev/stdout`), which a renamed file
    would replace, is written to as a stream."""
    try:
        path = Path(output)
        stream = path.exists() and not (path.is_file() or path.is_dir())  # through links
        if stream:
            with open(path, "w", encoding="utf-8") as out:
                out.write(text)
    except (OSError, ValueError, RuntimeError) as err:  # as write_text: a NUL, a link loop
        raise NaqalaError(f"cannot write {output}: "
                          f"{getattr(err, 'strerror', None) or err}") from None
    if not stream:
        write_text(path, text, "write the schema")

"""`naqala schema`: a JSON Schema of the ruleset files, derived from `ruleset/schema.py`.

Editors without the naqala language server (any editor with a YAML plugin that reads JSON
Schemas) then complete and check keys. Values are typed as YAML 1.2 reads them: strictyaml
reads every scalar as text, so a text field also accepts numbers and booleans.
"""

from __future__ import annotations

import json
from pathlib import Path

from strictyaml import Bool, CommaSeparated, Int, Map, MapPattern, Seq, Str

from ..errors import NaqalaError
from ..ruleset.schema import COLLECTIONS, DATA_FILE, MANIFEST, OPS

DRAFT = "http://json-schema.org/draft-07/schema#"
INTEGER_LIST = r"^\s*-?[0-9]+(\s*,\s*-?[0-9]+)*\s*$"


def keys_of(schema: Map) -> list[str]:
    """The keys a strictyaml Map accepts, in the order they are declared."""
    return [str(k) for k in schema._validator_dict]


def to_json_schema(validator, name: str = "") -> dict:
    """The JSON Schema of one strictyaml validator (`name`: the key it is the value of)."""
    if name == "op":
        return {"enum": list(OPS), "description": "how an overlay changes the entry (default add)"}
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
    schema = MANIFEST if kind == "manifest" else DATA_FILE
    title = "naqala ruleset manifest.yaml" if kind == "manifest" else "naqala ruleset data file"
    return {"$schema": DRAFT, "title": title, **to_json_schema(schema)}


def cmd_schema(args) -> int:
    text = json.dumps(json_schema(args.kind), indent=2) + "\n"
    if args.output in (None, "-"):  # `-o -`: the output, as other tools read it
        print(text, end="")
        return 0
    try:
        Path(args.output).write_text(text, encoding="utf-8")
    except (OSError, ValueError) as err:  # ValueError: a NUL in the name
        raise NaqalaError(f"cannot write {args.output}: "
                          f"{getattr(err, 'strerror', None) or err}") from None
    print(f"wrote {args.output}")
    return 0

"""Rulesets: strict YAML schemas, the loader with overlays, and the compiled Ruleset."""

from __future__ import annotations

from pathlib import Path

from .compile import Ruleset, compile_ruleset
from .files import yaml_files
from .loader import DIGITS, on_disk, option_problem, read_ruleset, resolve

# key -> (ruleset, fingerprints of every folder of its extends chain), used last at the end;
# an edited ruleset is compiled again in place of its former entry
_CACHE: dict[tuple, tuple[Ruleset, tuple]] = {}
KEPT = 32  # compiled rulesets kept: one per setting asked for would grow without end


def warnings(rs: Ruleset) -> list:
    """The `Problem`s `naqala check` warns about without failing: counts no verb can reach
    (W301), rules whose outcome a hidden counter decides where the engine cannot hide it
    (W302)."""
    from .reach import unreachable_counts
    from .telling import telling_rules
    return [*unreachable_counts(rs), *telling_rules(rs)]


def clear_cache() -> None:
    """Forget every compiled ruleset (the next load compiles again)."""
    _CACHE.clear()


def _fingerprint(path: Path) -> tuple | None:
    """Names, sizes and modification times of a folder's files: a cheap change detector
    (a `.yml` file too, which is refused); None for a folder gone or no longer readable."""
    try:
        stats = [(file.name, file.stat()) for file in yaml_files(path)]
    except OSError:
        return None
    return tuple((name, st.st_size, st.st_mtime_ns) for name, st in stats)


def load(name_or_path: str | Path, folders: list[Path] | None = None, functions=None,
         verbs=None, settings: dict[str, str] | None = None) -> Ruleset:
    """Load and compile a ruleset by folder path or registered name (cached per process);
    `settings`, or `name:option=value,...` (`named`), give some of its options other
    values, as a variant's `set:` would."""
    from ..dsl.functions import BUILTINS, FUNCTIONS
    from ..dsl.terms import owning
    from ..dsl.verbs import VERBS
    from ..errors import NaqalaError, quoted
    from ..plugins import extensions, ruleset_folders
    _name_or_folder(name_or_path)
    folders = list(folders) if folders is not None else ruleset_folders()
    if isinstance(name_or_path, str):
        name_or_path, written = named(name_or_path)
        if written and settings is not None:
            raise NaqalaError(f"{quoted(name_or_path)}: settings are written after the name "
                              "and given apart from it (settings=); give them one way")
        settings = written or settings
    settings = _given(settings)
    path = resolve(str(name_or_path), folders)
    by_name = not on_disk(str(name_or_path))  # found in `folders` by its name
    extra_functions, extra_verbs = extensions()
    funcs = {**FUNCTIONS, **extra_functions, **(functions or {})}
    vbs = {**VERBS, **{name: owning(v) for name, v in {**extra_verbs, **(verbs or {})}.items()}}
    key = (str(path.resolve()), tuple(sorted(funcs)), tuple(sorted(vbs)),
           tuple(sorted((settings or {}).items())))

    def compiled() -> Ruleset:
        raw = read_ruleset(path, folders, named=by_name)
        if settings:
            _settle(raw, settings)
        return compile_ruleset(raw, funcs, vbs, BUILTINS)
    return _kept(key, compiled)


def _kept(key: tuple, compiled) -> Ruleset:
    """The ruleset cached under `key`, or `compiled()` when there is none or its files
    changed; kept as the one used last, the oldest let go beyond KEPT."""
    cached = _CACHE.pop(key, None)
    if cached is None or any(_fingerprint(f) != fp for f, fp in cached[1]):
        rs = compiled()
        cached = (rs, tuple((f, _fingerprint(f)) for f in rs.raw.folders))
    _CACHE[key] = cached
    while len(_CACHE) > KEPT:
        del _CACHE[next(iter(_CACHE))]
    return cached[0]


def _name_or_folder(value) -> None:
    """A NaqalaError unless `value` can name a ruleset: text or a path."""
    if not isinstance(value, (str, Path)):
        from ..errors import NaqalaError
        raise NaqalaError(f"a ruleset is loaded by its name or folder (text or a path), not "
                          f"{type(value).__name__}")


def compiled(ruleset, what: str) -> Ruleset:
    """A compiled ruleset from a name or folder (`load`) or one `load` gave; a NaqalaError
    saying what `what` ("a vocabulary is") takes, for anything else."""
    if isinstance(ruleset, (str, Path)):
        return load(ruleset)
    if not isinstance(ruleset, Ruleset):
        from ..errors import NaqalaError
        raise NaqalaError(f"{what} of a ruleset (a name or load_ruleset's), not "
                          f"{type(ruleset).__name__}")
    return ruleset


def named(text: str) -> tuple[str, dict[str, str]]:
    """The ruleset name or folder `text` gives, and the settings written after it:
    `name:option=value,...` is the ruleset with those options set otherwise. A folder whose
    path holds `:` is that folder; a NaqalaError for settings that are not option=value."""
    from ..errors import NaqalaError, quoted
    name, colon, rest = text.rpartition(":")
    if not colon or _is_file(text):
        return text, {}
    settings: dict[str, str] = {}
    for item in filter(None, (s.strip() for s in rest.split(","))):
        option, eq, value = (part.strip() for part in item.partition("="))
        if not eq or not option or not value:
            raise NaqalaError(f"{quoted(text)}: {quoted(item)} is not option=value")
        if option in settings:
            raise NaqalaError(f"{quoted(text)}: option {quoted(option)} is set twice")
        settings[option] = value
    if not settings:
        raise NaqalaError(f"{quoted(text)}: no option=value after ':'")
    return name, settings


def _is_file(text: str) -> bool:
    """Whether `text` names something on disk (False for what no file can be called)."""
    try:
        return Path(text).exists()
    except (OSError, ValueError):
        return False


def name_of(rs: Ruleset) -> str:
    """The name that loads `rs` again: its id, then the options set otherwise in order
    (`id:option=value,...`)."""
    chosen = ",".join(f"{k}={v}" for k, v in sorted(rs.raw.chosen.items()))
    return f"{rs.id}:{chosen}" if chosen else rs.id


def _given(settings) -> dict[str, str]:
    """Settings as option names and values in text; a NaqalaError for anything else."""
    from collections.abc import Mapping

    from ..errors import NaqalaError, quoted
    if settings is None:
        return {}
    if not isinstance(settings, Mapping):
        raise NaqalaError(f"settings are a dict of option names and values, not "
                          f"{type(settings).__name__}")
    for name, value in settings.items():
        if not isinstance(name, str) or not isinstance(value, (str, int)):
            raise NaqalaError(f"setting {quoted(name)}: {quoted(value)}: an option's name is "
                              "text and its value yes, no or a whole number")
        if isinstance(value, int) and not -MOST < value < MOST:
            raise NaqalaError(f"setting {quoted(name)}: {quoted(value)}: an option's number "
                              f"has at most {DIGITS} digits")
    return {name: str(value) for name, value in settings.items()}


MOST = 10 ** DIGITS  # an option's number is below this
SAID = {"true": "yes", "on": "yes", "false": "no", "off": "no"}  # yes and no said otherwise


def canonical(value) -> str:
    """An option's value as one text however it is said (`true` and `on` are `yes`, `007`
    is `7`), so that one setting has one name and one hash; other text lowered as it is."""
    from .loader import NUMBER_VALUE
    text = str(value).strip().lower()
    text = SAID.get(text, text)
    return str(int(text)) if NUMBER_VALUE.fullmatch(text) else text


def settled_hash(plain: str, chosen: dict[str, str]) -> str:
    """The hash of a ruleset of hash `plain` with the options `chosen` set otherwise."""
    import hashlib
    digest = hashlib.sha256(plain.encode())
    digest.update(repr(sorted(chosen.items())).encode())
    return digest.hexdigest()


def _settle(raw, settings: dict[str, str]) -> None:
    """Give options of `raw` the values of `settings` (yes/no or a whole number); the hash
    then tells the variant from the ruleset."""
    from ..errors import NaqalaError, did_you_mean, quoted
    for name, value in sorted(settings.items()):
        if name not in raw.options:
            raise NaqalaError(f"{raw.id}: no option {quoted(name)}"
                              f"{did_you_mean(name, raw.options)}; "
                              f"options: {', '.join(raw.options) or 'none'}")
        text = str(value).strip().lower()
        why = option_problem(name, raw.options[name], text)
        if why is not None:
            raise NaqalaError(f"{raw.id}: {why}")
        text = canonical(text)
        raw.options[name] = {**raw.options[name], "value": text}
        raw.chosen[name] = text
    raw.hash = settled_hash(raw.hash, raw.chosen)

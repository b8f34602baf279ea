"""The rulesets shipped with naqala, registered through the `naqala` entry-point group."""

from pathlib import Path

from naqala.hookspecs import hookimpl

FOLDER = Path(__file__).parent


@hookimpl
def naqala_ruleset_folders():
    return [FOLDER]

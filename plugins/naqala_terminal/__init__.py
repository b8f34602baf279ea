"""The terminal front end, registered through the `naqala` entry-point group."""

from naqala.hookspecs import hookimpl

from .app import run


@hookimpl
def naqala_front_ends():
    return {"terminal": run}
